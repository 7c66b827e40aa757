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

// A decision's prompt marked KeepClear is kept clear of a toast with the
// controls, but it is not a control: the hook's list never shows it.
func TestKeepClearIsAvoidedNotListed(t *testing.T) {
	KeepClear(R(0, 0, 9, 9))
	if got := FrameControls(nil); len(got) != 0 {
		t.Fatalf("kept clear while nothing captures: %+v", got)
	}
	RecordDrawn(true)
	defer RecordDrawn(false)
	Record(Drawn{Kind: "button", Label: "Spin", Rect: R(1, 2, 3, 4)})
	KeepClear(R(0, 600, 400, 40))
	got := FrameControls(nil)
	if len(got) != 2 || got[1] != R(0, 600, 400, 40) {
		t.Fatalf("FrameControls = %+v, want the button and the prompt", got)
	}
	EndFrame()
	if list := DrawnControls(); len(list) != 1 || list[0].Label != "Spin" {
		t.Fatalf("the hook's list = %+v, want only the button", list)
	}
	if got := FrameControls(nil); len(got) != 0 {
		t.Fatalf("kept clear after its frame: %+v", got)
	}
}
