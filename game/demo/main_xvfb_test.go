//go:build xvfb

package demo

import (
	"testing"

	"wheeloffate/game/ebitentest"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }
