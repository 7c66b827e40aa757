//go:build xvfb

package broke

import (
	"testing"

	"wheeloffate/game/ebitentest"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }
