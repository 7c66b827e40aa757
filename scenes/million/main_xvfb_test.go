//go:build xvfb

package million

import (
	"testing"

	"wheeloffate/game/ebitentest"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }
