package cli

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// docs/RULES.md names, for every clause, the tests that assert it. This
// fails when a named test does not exist (renamed or deleted), or when a
// clause row of the life, broke, gambler or million section names no test.
func TestRulesDocNamesRealTests(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "docs", "RULES.md"))
	require.NoError(t, err)
	tests := map[string]bool{}
	decl := regexp.MustCompile(`(?m)^func ((?:Test|Fuzz)\w+)\(`)
	for _, dir := range []string{"../engine", "../cli", "../game", "../scenes"} {
		_ = filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, "_test.go") {
				return nil
			}
			src, err := os.ReadFile(path)
			if err == nil {
				for _, m := range decl.FindAllSubmatch(src, -1) {
					tests[string(m[1])] = true
				}
			}
			return nil
		})
	}
	named := regexp.MustCompile("`((?:Test|Fuzz)[A-Za-z0-9_]+)`")
	for _, m := range named.FindAllStringSubmatch(string(doc), -1) {
		assert.True(t, tests[m[1]], "docs/RULES.md names %s, which is not a test", m[1])
	}

	// Every clause row of the life section names at least one test.
	life, _, _ := strings.Cut(string(doc), "## `life-duel`")
	_, life, _ = strings.Cut(life, "## `life`")
	row := regexp.MustCompile(`(?m)^\| ([A-Z][0-9]+) \|.*$`)
	rows := row.FindAllStringSubmatch(life, -1)
	assert.Greater(t, len(rows), 60, "one row per clause")
	for _, r := range rows {
		assert.Regexp(t, named, r[0], "clause %s names no test", r[1])
	}

	// And so does every clause row of the broke section.
	_, broke, _ := strings.Cut(string(doc), "## `broke`")
	broke, gambler, _ := strings.Cut(broke, "## `gambler`")
	rows = row.FindAllStringSubmatch(broke, -1)
	assert.Greater(t, len(rows), 25, "one row per clause of Go For Broke")
	for _, r := range rows {
		assert.Regexp(t, named, r[0], "broke clause %s names no test", r[1])
	}

	// And every clause row of the gambler section.
	gambler, million, _ := strings.Cut(gambler, "## `million`")
	rows = row.FindAllStringSubmatch(gambler, -1)
	assert.Greater(t, len(rows), 20, "one row per clause of Gambler")
	for _, r := range rows {
		assert.Regexp(t, named, r[0], "gambler clause %s names no test", r[1])
	}

	// And every clause row of the million section.
	rows = row.FindAllStringSubmatch(million, -1)
	assert.Greater(t, len(rows), 20, "one row per clause of Make a Million")
	for _, r := range rows {
		assert.Regexp(t, named, r[0], "million clause %s names no test", r[1])
	}
}
