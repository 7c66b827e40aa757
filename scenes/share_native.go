//go:build !js

package scenes

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
)

// Sharing on the desktop: export writes a file the player can send;
// import is -replay FILE or dropping a file on the window. Links are a
// browser thing (see share_js.go).

const (
	canShareLink = false
	canUpload    = false
)

// exportDir is where exported replays go: WHEELOFFATE_EXPORT_DIR if set,
// else ~/Documents when it exists, else the home directory.
func exportDir() (string, error) {
	if d := os.Getenv("WHEELOFFATE_EXPORT_DIR"); d != "" {
		return d, nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", err
	}
	if st, err := os.Stat(filepath.Join(home, "Documents")); err == nil && st.IsDir() {
		return filepath.Join(home, "Documents"), nil
	}
	return home, nil
}

// exportReplay writes data as a new file named after name (never over an
// existing one) and returns what to tell the player.
func exportReplay(name string, data []byte) (string, error) {
	dir, err := exportDir()
	if err != nil {
		return "", err
	}
	base := strings.TrimSuffix(name, ".json")
	p := filepath.Join(dir, base+".json")
	for i := 2; ; i++ {
		f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, os.ErrExist) && i < 100 {
			p = filepath.Join(dir, base+"-"+itoa(i)+".json")
			continue
		}
		if err != nil {
			return "", err
		}
		_, werr := f.Write(data)
		if err := errors.Join(werr, f.Close()); err != nil {
			os.Remove(p)
			return "", err
		}
		return "Saved to " + p, nil
	}
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}

func shareLink([]byte) (string, error) { return "", errors.New("links are made in the browser") }

func startUpload() {}

// uploaded reports a file chosen through the browser's upload dialog.
func uploaded() ([]byte, string, error, bool) { return nil, "", nil, false }

// LinkReplay returns the replay a browser link carries; natively none.
func LinkReplay() ([]byte, error) { return nil, nil }

// runtimeHasDrop: a desktop window takes files dropped on it.
const runtimeHasDrop = true
