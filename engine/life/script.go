package life

// ScriptSpins makes the next wheel spins come up as nums (1..10), in order,
// before the generator is used again. It is for rule tests and tutorials;
// a scripted game is still deterministic and its hash includes the script.
func (g *Game) ScriptSpins(nums ...int) {
	for _, n := range nums {
		if n >= 1 && n <= 10 && int(g.nscript) < len(g.script) {
			g.script[g.nscript] = int8(n)
			g.nscript++
		}
	}
}
