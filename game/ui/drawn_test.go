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

func TestCaptureFrameForTheToast(t *testing.T) {
	Record(Drawn{Kind: "button", Label: "off", Rect: R(0, 0, 1, 1)})
	if got := FrameControls(nil); len(got) != 0 {
		t.Fatalf("captured while off: %+v", got)
	}
	CaptureFrame()
	Record(Drawn{Kind: "button", Label: "Settings", Rect: R(1, 2, 3, 4)})
	if got := FrameControls(nil); len(got) != 1 || got[0] != R(1, 2, 3, 4) {
		t.Fatalf("FrameControls = %+v", got)
	}
	EndFrame()
	if got := FrameControls(nil); len(got) != 0 {
		t.Fatalf("the capture outlived its frame: %+v", got)
	}
	if got := DrawnControls(); len(got) != 0 {
		t.Fatalf("a capture was published for the hook: %+v", got)
	}
	Record(Drawn{Kind: "button", Label: "after", Rect: R(0, 0, 1, 1)})
	if got := FrameControls(nil); len(got) != 0 {
		t.Fatalf("captured after the frame: %+v", got)
	}
}
