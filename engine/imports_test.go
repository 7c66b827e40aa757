package engine_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestEngineImportsOnlyStdlib enforces the design's arrow: engine/... imports
// only the standard library and its own sub-packages (wheeloffate/engine/...).
// Test files may use test helpers (testify), so they are not checked. A
// standard-library path has no dot in its first element.
func TestEngineImportsOnlyStdlib(t *testing.T) {
	fset := token.NewFileSet()
	files := 0
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); path != "." && (strings.HasPrefix(n, ".") || strings.HasPrefix(n, "_") || n == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		files++
		for _, imp := range f.Imports {
			p, err := strconv.Unquote(imp.Path.Value)
			require.NoError(t, err)
			first, _, _ := strings.Cut(p, "/")
			switch {
			case p == "wheeloffate/engine" || strings.HasPrefix(p, "wheeloffate/engine/"):
			case p == "C" || p == "unsafe" || p == "syscall/js":
				t.Errorf("engine/%s imports %q: the engine must stay pure, portable Go", path, p)
			case strings.Contains(first, ".") || first == "wheeloffate":
				t.Errorf("engine/%s imports %q: only the standard library and wheeloffate/engine/... are allowed", path, p)
			}
		}
		return nil
	})
	require.NoError(t, err)
	require.Greater(t, files, 10, "the walk found the engine's files")
}
