//go:build xvfb

package life

import (
	"testing"

	"wheeloffate/game/ebitentest"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }
