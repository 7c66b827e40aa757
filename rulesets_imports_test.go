package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"wheeloffate/engine/catalog"
)

// rulesetPackages maps each ruleset package's import path to the ruleset
// ids it serves: engine/life serves both Life editions.
var rulesetPackages = map[string][]string{
	"wheeloffate/engine/life":    {"life", "life-duel"},
	"wheeloffate/engine/broke":   {"broke"},
	"wheeloffate/engine/gambler": {"gambler"},
	"wheeloffate/engine/million": {"million"},
}

// allowedFor reports whether a file may name the ruleset package pkg (or
// its ids): the package itself and its sub-packages, engine/catalog, and
// the ruleset's own screens package scenes/<last element>.
func allowedFor(file, pkg string) bool {
	own := strings.TrimPrefix(pkg, "wheeloffate/")
	screens := "scenes/" + filepath.Base(own)
	dir := filepath.ToSlash(filepath.Dir(file))
	return dir == own || strings.HasPrefix(dir, own+"/") || dir == "engine/catalog" ||
		dir == screens || strings.HasPrefix(dir, screens+"/")
}

// TestOnlyCatalogAndScreensNameARuleset: outside a ruleset's own packages,
// only engine/catalog and the ruleset's screens package import it, and no
// other code names one of its ids in a string (a comparison or a default):
// a new game is a package, a screens package and a line in the catalog.
// Test files may name an id to start a game; they may not import the
// ruleset's package.
func TestOnlyCatalogAndScreensNameARuleset(t *testing.T) {
	ids := map[string]string{}
	for pkg, list := range rulesetPackages {
		for _, id := range list {
			ids[id] = pkg
		}
	}
	for _, r := range catalog.List() {
		require.Contains(t, ids, r.ID, "rulesetPackages must list every ruleset's package")
	}
	fset := token.NewFileSet()
	allowed := 0 // files that import a ruleset where they may: the walk is looking
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); path != "." && (strings.HasPrefix(n, ".") || n == "testdata" || n == "node_modules" || n == "dist") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		path = filepath.ToSlash(path)
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		test := strings.HasSuffix(path, "_test.go")
		var bad []string
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if _, ok := rulesetPackages[p]; ok {
				if !allowedFor(path, p) {
					bad = append(bad, "imports "+p)
				} else {
					allowed++
				}
			}
		}
		if !test {
			ast.Inspect(f, func(n ast.Node) bool {
				lit, ok := n.(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					return true
				}
				s, _ := strconv.Unquote(lit.Value)
				if pkg, ok := ids[s]; ok && !allowedFor(path, pkg) {
					bad = append(bad, "names ruleset "+strconv.Quote(s)+" at "+fset.Position(lit.Pos()).String())
				}
				return true
			})
		}
		if len(bad) > 0 {
			t.Errorf("%s %s: only engine/catalog and the ruleset's own packages may", path, strings.Join(bad, "; "))
		}
		return nil
	})
	require.NoError(t, err)
	require.Greater(t, allowed, 3, "the walk saw catalog and the screens import their rulesets: it is looking")
}
