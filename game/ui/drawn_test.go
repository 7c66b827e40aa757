package ui

import "testing"

func TestDrawnRecording(t *testing.T) {
	Record(Drawn{Kind: "button", Label: "off"})
	EndFrame()
	if got := DrawnControls(); len(got) != 0 {
		t.Fatalf("recorded while off: %+v", got)
	}
	RecordDrawn(true)
	defer RecordDrawn(false)
	Record(Drawn{Kind: "button", Label: "Play", Rect: R(1, 2, 3, 4)})
	if got := DrawnControls(); len(got) != 0 {
		t.Fatalf("frame published before EndFrame: %+v", got)
	}
	EndFrame()
	got := DrawnControls()
	if len(got) != 1 || got[0].Label != "Play" || got[0].Rect != R(1, 2, 3, 4) {
		t.Fatalf("DrawnControls = %+v", got)
	}
	got[0].Label = "changed"
	if DrawnControls()[0].Label != "Play" {
		t.Fatal("DrawnControls is not a copy")
	}
	EndFrame()
	if got := DrawnControls(); len(got) != 0 {
		t.Fatalf("an empty frame kept old controls: %+v", got)
	}
}
