package replay

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A computer seat's level is written, read back and kept; a replay without
// levels (every one before them) still reads, its seats playing as normal.
func TestLevelsRoundTrip(t *testing.T) {
	r := record(t, "life", 3, 11)
	r.Seats[1].Level, r.Seats[2].Level = "hard", "easy"
	back, err := Parse(r.Bytes())
	require.NoError(t, err)
	assert.Equal(t, []string{"", "hard", "easy"}, []string{back.Seats[0].Level, back.Seats[1].Level, back.Seats[2].Level})
	assert.NotContains(t, string(record(t, "life", 2, 12).Bytes()), `"level"`, "no level, no field: old readers see nothing new")
	_, err = back.Verify()
	require.NoError(t, err)
}

// A level on a person's seat, or one no player has, is refused in one line.
func TestBadLevelsAreRefused(t *testing.T) {
	r := record(t, "life", 2, 13)
	r.Seats[0].Level = "grandmaster"
	_, err := Parse(r.Bytes())
	require.ErrorContains(t, err, "not easy, normal or hard")
	r.Seats[0].Level, r.Seats[0].Computer = "hard", false
	_, err = Parse(r.Bytes())
	require.ErrorContains(t, err, "person's")
}
