//go:build !js

package gambler

// The shots register only where the shots tool can run: in the browser
// build nothing would call them, and the scenes they build (seeded games
// searched for a moment, their matches and helpers) would still be linked
// in through init, bytes the download does not need.
func init() {
	addAdvisorShots()
	addShots()
	addStageShots()
}
