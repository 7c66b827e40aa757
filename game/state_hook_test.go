package game

import "testing"

func TestPublishState(t *testing.T) {
	before, _ := PublishedState()
	PublishState("life", 7, 0xdeadbeef)
	s, ok := PublishedState()
	if !ok || s.Ruleset != "life" || s.Turn != 7 || s.Hash != 0xdeadbeef || s.Seq != before.Seq+1 {
		t.Fatalf("PublishedState = %+v, %v", s, ok)
	}
	s.Turn = 99 // a copy: changing it changes nothing
	if again, _ := PublishedState(); again.Turn != 7 {
		t.Fatalf("snapshot is not a copy: %+v", again)
	}
	f := Frames()
	noteTick()
	noteDraw(400, 866)
	g := Frames()
	if g.Ticks != f.Ticks+1 || g.Draws != f.Draws+1 || g.Width != 400 || g.Height != 866 {
		t.Fatalf("Frames: %+v then %+v", f, g)
	}
}
