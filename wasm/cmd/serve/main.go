// Command serve serves the browser build for development, on loopback only:
//
//	go run ./wasm/cmd/serve -dir dist/web -addr 127.0.0.1:8080
package main

import (
	"errors"
	"flag"
	"fmt"
	"net/http"
	"os"

	"wheeloffate/wasm/server"
)

func main() {
	dir := flag.String("dir", "dist/web", "directory to serve")
	addr := flag.String("addr", "127.0.0.1:8080", "loopback address to listen on")
	flag.Parse()
	if st, err := os.Stat(*dir + "/index.html"); err != nil || !st.Mode().IsRegular() {
		fmt.Fprintf(os.Stderr, "serve: no %s/index.html: run make web first\n", *dir)
		os.Exit(1)
	}
	ln, err := server.Listen(*addr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "serve:", err)
		os.Exit(1)
	}
	fmt.Printf("Serving %s on http://%s/\n", *dir, ln.Addr())
	if err := server.Server(server.New(*dir)).Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintln(os.Stderr, "serve:", err)
		os.Exit(1)
	}
}
