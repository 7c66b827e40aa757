package table

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A voice says one thing at a time: the newest replaces the last, an
// answered prompt falls silent while what happened stays, a new turn
// clears the last turn's words, and with Fade set what happened fades.
func TestVoiceSaysOneThingAtATime(t *testing.T) {
	v := Voice{Fade: 10}
	_, ok := v.Current()
	assert.False(t, ok, "silent at first")
	v.Set("Ana, spin to move", 0, 3, SayPrompt)
	v.Set("Ben is thinking…", 1, 3, SayThinking)
	m, ok := v.Current()
	assert.True(t, ok)
	assert.Equal(t, Message{Text: "Ben is thinking…", Seat: 1, Turn: 3, Kind: SayThinking}, m, "the newest replaces")
	v.Quiet()
	_, ok = v.Current()
	assert.False(t, ok, "the thinking was answered")
	v.Set("Ben spins 9 to move", 1, 3, SayEvent)
	v.Quiet()
	m, _ = v.Current()
	assert.Equal(t, "Ben spins 9 to move", m.Text, "what happened stays when a prompt is answered")
	v.NewTurn(3)
	_, ok = v.Current()
	assert.True(t, ok, "the same turn keeps it")
	v.NewTurn(4)
	_, ok = v.Current()
	assert.False(t, ok, "a new turn clears the last turn's words")
	v.Set("Cleo marries", 2, 4, SayEvent)
	v.Tick(9)
	assert.Less(t, v.Alpha(), 1.0, "it fades")
	v.Tick(1)
	_, ok = v.Current()
	assert.False(t, ok, "and falls silent")
	v.Fade = 0
	v.Set("Cleo marries", 2, 4, SayEvent)
	v.Tick(1000)
	_, ok = v.Current()
	assert.True(t, ok, "without Fade it stays until replaced")
}
