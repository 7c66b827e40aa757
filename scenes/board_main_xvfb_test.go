//go:build xvfb

package scenes

import (
	"testing"

	"wheeloffate/game/ebitentest"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }
