// Command selftest runs the browser self-test's game natively and prints the
// same line the page publishes, for the browser tests to compare:
//
//	go run ./wasm/cmd/selftest life,4,9
package main

import (
	"fmt"
	"os"

	"wheeloffate/wasm/selftest"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: selftest RULESET,PLAYERS,SEED")
		os.Exit(2)
	}
	sp, err := selftest.Parse(os.Args[1])
	if err == nil {
		var r selftest.Result
		if r, err = selftest.Run(sp); err == nil {
			fmt.Println(r)
			return
		}
	}
	fmt.Fprintln(os.Stderr, "selftest:", err)
	os.Exit(1)
}
