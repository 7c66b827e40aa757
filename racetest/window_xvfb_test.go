//go:build xvfb

package racetest

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	shell "wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/ebitentest"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

func init() { runTests = ebitentest.Main }

// saveShot writes the screen as a PNG (RACE_SHOTS=dir), to look at.
func saveShot(t *testing.T, img *ebiten.Image, path string) {
	b := img.Bounds()
	rgba := image.NewRGBA(b)
	img.ReadPixels(rgba.Pix) // one read: At per pixel would read the GPU each time
	f, err := os.Create(path)
	require.NoError(t, err)
	defer f.Close()
	require.NoError(t, png.Encode(f, rgba))
}

// resultsScene stands in for the results screen: the table switches to it
// at the end of the game.
type resultsScene struct{ m *match.Match }

func (*resultsScene) Update(*shell.Context) error { return nil }
func (*resultsScene) Draw(s *ebiten.Image)        { s.Fill(color.Black) }

// TestRaceOnTheTable plays the dice race to its end in a real Ebitengine
// loop on the ruleset-neutral table, with nothing of its own but a board
// geometry: a person (seat 0) and two computers, the person choosing on the
// table's default panel by mouse, by keyboard and by touch (a rotation over
// the decisions), at a desktop and a phone size. Every frame is drawn.
func TestRaceOnTheTable(t *testing.T) {
	table.Register(Rules.ID, presenter{})
	var done *resultsScene
	table.Results = func(m *match.Match, _ table.PlayOptions) shell.Scene {
		done = &resultsScene{m: m}
		return done
	}
	ui.RecordDrawn(true)
	defer ui.RecordDrawn(false)
	for _, size := range [][2]int{{1280, 720}, {390, 844}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			done = nil
			daresOffered = 0
			dareBanners := 0
			m, err := match.New(match.Setup{Ruleset: Rules.ID, Seed: 7, Seats: []match.Seat{
				{Name: "Ana", Colour: 0}, {Name: "Computer 1", Colour: 1, Computer: true}, {Name: "Computer 2", Colour: 2, Computer: true}}})
			require.NoError(t, err)
			sc := table.New(m, table.PlayOptions{}, presenter{})
			var queue []input.Sample
			idle := input.Sample{Focused: true}
			st := &shell.MemStore{}
			require.NoError(t, st.Save([]byte(fmt.Sprintf(`{"sound":false,"animSpeed":%d}`, anim.Speed4x))))
			app := shell.NewApp(sc, shell.Options{Store: st, Sound: sound.ModeOff, Sampler: func() input.Sample {
				if len(queue) == 0 {
					return idle
				}
				s := queue[0]
				queue = queue[1:]
				return s
			}})
			w, h := shell.LogicalSize(size[0], size[1])
			app.Layout(size[0], size[1])
			screen := ebiten.NewImage(w, h)
			defer screen.Deallocate()
			choices, byKind := 0, [3]int{}
			for tick := 0; tick < 60*60*20 && done == nil; tick++ {
				require.NoError(t, app.Update())
				app.Draw(screen)
				if st := sc.Status(); len(st) > 6 && st[len(st)-1] == '!' && strings.Contains(st, " dares ") {
					dareBanners++
				}
				if len(queue) > 0 || m.G.Over() {
					continue
				}
				d, ok := m.Decision()
				if !ok || m.IsComputer(int(d.Seat)) || sc.Playing() {
					continue
				}
				// The panel's buttons as drawn: every one inside the screen
				// and finger-sized.
				var buttons []ui.Drawn
				for _, c := range ui.DrawnControls() {
					if c.Kind == "button" && !c.Disabled {
						buttons = append(buttons, c)
					}
				}
				if len(buttons) == 0 {
					continue
				}
				for _, b := range buttons {
					assert.True(t, ui.R(0, 0, float64(w), float64(h)).Holds(b.Rect), "%q off screen: %+v", b.Label, b.Rect)
					assert.GreaterOrEqual(t, b.Rect.H, 44.0, "%q", b.Label)
				}
				if dir := os.Getenv("RACE_SHOTS"); dir != "" && choices == 6 {
					saveShot(t, screen, filepath.Join(dir, fmt.Sprintf("race-table-%dx%d.png", size[0], size[1])))
				}
				// The answers are the panel's: the ☰ button (checked for
				// size above) would only open the menu.
				answers := buttons[:0:0]
				for _, b := range buttons {
					if b.Label != "Menu" {
						answers = append(answers, b)
					}
				}
				if len(answers) == 0 {
					continue
				}
				b := answers[choices%len(answers)]
				x, y := b.Rect.Center()
				switch choices % 3 {
				case 0: // a mouse click
					queue = append(queue, input.Sample{MouseX: x, MouseY: y, MouseIn: true, MouseDown: true, Focused: true},
						input.Sample{MouseX: x, MouseY: y, MouseIn: true, Focused: true})
				case 1: // the keyboard: focus the first button, then Enter
					queue = append(queue, input.Sample{Keys: input.KeyRight, Focused: true}, idle,
						input.Sample{Keys: input.KeyConfirm, Focused: true}, idle)
				case 2: // a touch
					queue = append(queue, input.Sample{Touches: []input.Touch{{ID: 1, X: x, Y: y}}, Focused: true},
						input.Sample{Focused: true})
				}
				byKind[choices%3]++
				choices++
			}
			require.NotNil(t, done, "the game reached the results (turn %d, over %v)", m.G.Turn(), m.G.Over())
			require.True(t, m.G.Over())
			assert.Greater(t, sc.Applied, 20)
			assert.Positive(t, daresOffered, "the race's own dare panel replaced the default one")
			assert.Positive(t, dareBanners, "a dare was announced in the race's own words")
			for k, n := range byKind {
				assert.Positive(t, n, "input kind %d was used", k)
			}
			// The log on screen is the match's whole log at the end.
			assert.Equal(t, len(m.Log), sc.LogShown())
		})
	}
}
