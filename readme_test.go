package main

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine/catalog"
)

// README.md opens with the two commands that set everything up, and its
// "Playable now" list names exactly the catalog's rulesets: a game added to
// the catalog, or one only promised, cannot be left out of it or claimed.
func TestReadmeListsThePlayableGames(t *testing.T) {
	data, err := os.ReadFile("README.md")
	require.NoError(t, err)
	doc := string(data)

	head, rest, ok := strings.Cut(doc, "```")
	require.True(t, ok, "README.md has a code block")
	assert.Equal(t, "# Wheel of Fate", strings.TrimSpace(head), "the commands come first, under the title")
	block, _, _ := strings.Cut(rest, "```")
	var cmds []string
	for _, ln := range strings.Split(strings.TrimSpace(block), "\n") {
		f := strings.Fields(ln) // the command, without its comment
		cmds = append(cmds, strings.Join(f[:min(2, len(f))], " "))
	}
	assert.Equal(t, []string{"make run", "make test"}, cmds)

	_, after, ok := strings.Cut(doc, "\nPlayable now:\n")
	require.True(t, ok, `README.md has a "Playable now:" list`)
	item := regexp.MustCompile("^- `([a-z0-9-]+)`")
	var listed []string
	for _, ln := range strings.Split(strings.TrimLeft(after, "\n"), "\n") {
		m := item.FindStringSubmatch(ln)
		if m == nil {
			break
		}
		listed = append(listed, m[1])
	}
	var ids []string
	for _, in := range catalog.List() {
		ids = append(ids, in.ID)
	}
	// The list's order is the reader's, the catalog's the title's: compare
	// the sets.
	slices.Sort(listed)
	slices.Sort(ids)
	assert.Equal(t, ids, listed, "README.md's playable games are the catalog's")
}
