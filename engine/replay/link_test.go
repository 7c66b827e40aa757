package replay

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestShareLinkCarriesTheWholeReplay(t *testing.T) {
	for _, c := range []struct {
		ruleset string
		seats   int
	}{{"life", 6}, {"life-duel", 2}} {
		r := record(t, c.ruleset, c.seats, 21)
		data := r.Bytes()
		link, err := EncodeLink(data)
		require.NoError(t, err)
		assert.True(t, strings.HasPrefix(link, LinkPrefix))
		assert.NotContains(t, link, "+", "base64url only: a link must survive URLs")
		assert.NotContains(t, link, "/")
		assert.Less(t, len(link), len(data)/2, "compressed")
		back, err := DecodeLink("#" + link)
		require.NoError(t, err)
		require.Equal(t, data, back)
		p, err := Parse(back)
		require.NoError(t, err)
		_, err = p.Verify()
		require.NoError(t, err)
	}
}

func TestBadLinksGetOneClearLine(t *testing.T) {
	deflate := func(b []byte) string {
		var buf bytes.Buffer
		w, _ := flate.NewWriter(&buf, flate.BestCompression)
		w.Write(b)
		w.Close()
		return LinkPrefix + base64.RawURLEncoding.EncodeToString(buf.Bytes())
	}
	good, err := EncodeLink(record(t, "life", 2, 4).Bytes())
	require.NoError(t, err)
	cases := map[string]struct{ link, want string }{
		"no replay":         {"#foo=bar", "carries no replay"},
		"not base64":        {LinkPrefix + "**!!", "replay link is damaged or cut short"},
		"not deflate":       {LinkPrefix + base64.RawURLEncoding.EncodeToString([]byte("hello world, plain")), "replay link is damaged or cut short"},
		"truncated":         {good[:len(good)/2], "replay link is damaged or cut short"},
		"cut mid-character": {good[:len(LinkPrefix)+4*100+1], "replay link is damaged or cut short"},
		"over the link cap": {LinkPrefix + strings.Repeat("A", MaxLink), "over the"},
		"zip bomb":          {deflate(bytes.Repeat([]byte(" "), MaxSize+10)), "over the"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			var err error
			require.NotPanics(t, func() { _, err = DecodeLink(c.link) })
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
			assert.NotContains(t, err.Error(), "\n")
			// Said to a player, who knows a link, not its encoding.
			for _, jargon := range []string{"base64", "decompress", "DEFLATE", "inflate"} {
				assert.NotContains(t, err.Error(), jargon)
			}
		})
	}
}

func FuzzLink(f *testing.F) {
	good, _ := EncodeLink(record(f, "life", 2, 4).Bytes())
	f.Add(good)
	f.Add("#replay=")
	f.Fuzz(func(t *testing.T, s string) {
		data, err := DecodeLink(s)
		if err != nil {
			require.NotContains(t, err.Error(), "\n")
			return
		}
		require.LessOrEqual(t, len(data), MaxSize)
		if p, err := Parse(data); err == nil {
			_, _ = p.Verify()
		}
	})
}
