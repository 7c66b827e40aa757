package selftest

import "testing"

func TestParse(t *testing.T) {
	sp, err := Parse("life,4,9")
	if err != nil || sp != (Spec{"life", 4, 9}) {
		t.Fatalf("Parse = %+v, %v", sp, err)
	}
	for _, bad := range []string{"", "life", "life,4", "nope,4,9", "life,x,9", "life,0,9", "life,4,-1", "life,4,9,1"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) accepted", bad)
		}
	}
}

func TestRunIsDeterministic(t *testing.T) {
	sp := Spec{"life", 4, 9}
	a, err := Run(sp)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Run(sp)
	if err != nil {
		t.Fatal(err)
	}
	if a != b || a.Actions == 0 || a.Turns == 0 {
		t.Fatalf("two runs: %v and %v", a, b)
	}
	c, err := Run(Spec{"life", 4, 10})
	if err != nil {
		t.Fatal(err)
	}
	if c.Hash == a.Hash && c.Trail == a.Trail {
		t.Fatalf("seeds 9 and 10 give the same game: %v", c)
	}
}
