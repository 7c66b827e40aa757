package game_test

import (
	"errors"
	"go/build"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestGameImportsFollowTheArrows: game/... is under cli and scenes (main →
// cli, game → scenes → game/* widgets, assets → engine), so it imports
// neither, in any file for any platform: what both need lives lower down
// (life.CheckInvariants, for one).
func TestGameImportsFollowTheArrows(t *testing.T) {
	ctx := build.Default
	ctx.UseAllFiles = true // the browser's and Xvfb's files too
	pkgs := 0
	err := filepath.WalkDir(".", func(dir string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		pkg, err := ctx.ImportDir(dir, 0)
		if errors.As(err, new(*build.NoGoError)) {
			return nil
		}
		require.NoError(t, err, dir)
		pkgs++
		for _, p := range append(append(pkg.Imports, pkg.TestImports...), pkg.XTestImports...) {
			if p == "wheeloffate/cli" || p == "wheeloffate/scenes" || strings.HasPrefix(p, "wheeloffate/scenes/") {
				t.Errorf("game/%s imports %q", dir, p)
			}
		}
		return nil
	})
	require.NoError(t, err)
	require.Greater(t, pkgs, 5, "the walk found the game's packages")
}
