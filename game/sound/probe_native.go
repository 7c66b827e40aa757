//go:build !js && !android && !ios

package sound

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/ebitengine/oto/v3"
)

// probeEnv marks the child process that only probes the device.
const probeEnv = "WHEELOFFATE_SOUND_PROBE"

// init runs before main in every binary that links this package, so the
// game's own executable doubles as the probe: started with probeEnv set, it
// opens the device with oto exactly as Ebitengine would, reports, and exits
// before main runs. Probing in a child keeps the parent free to create its
// one audio context later (oto allows one per process), and a driver that
// hangs or crashes only takes the child down.
func init() {
	if os.Getenv(probeEnv) != "1" {
		return
	}
	err := openDevice()
	if err != nil {
		fmt.Println("no device:", err)
		os.Exit(3)
	}
	fmt.Println("ok")
	os.Exit(0)
}

func openDevice() error {
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
		SampleRate:   SampleRate,
		ChannelCount: 2,
		Format:       oto.FormatFloat32LE,
	})
	if err != nil {
		return err
	}
	select {
	case <-ready:
	case <-time.After(probeTimeout):
		return errors.New("timed out opening the device")
	}
	return ctx.Err()
}

// probeDevice runs the probe child and returns nil if the device opened.
func probeDevice() error { return probeWithEnv(nil) }

func probeWithEnv(extra []string) error {
	exe, err := os.Executable()
	if err != nil {
		return fmt.Errorf("cannot find own executable to probe: %w", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), probeTimeout+time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe)
	cmd.Env = append(append(os.Environ(), probeEnv+"=1"), extra...)
	var out bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = &out
	err = cmd.Run()
	msg := strings.TrimSpace(out.String())
	if err != nil {
		if msg == "" {
			msg = err.Error()
		}
		return errors.New(strings.TrimPrefix(lastLine(msg), "no device: "))
	}
	if lastLine(msg) != "ok" {
		return fmt.Errorf("unexpected probe answer %q", msg)
	}
	return nil
}

func lastLine(s string) string {
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		return s[i+1:]
	}
	return s
}
