// Determinism: the same seeded computer-only game gives the same hashes in
// the browser (wasm) as natively, and the localStorage settings store works.
import test from "node:test";
import assert from "node:assert/strict";
import { launch, startServer, openPage, waitFor, nativeSelftest, desktop } from "./lib.mjs";

let srv, browser;
test.before(async () => { srv = await startServer(); browser = await launch(); });
test.after(async () => { await browser?.close(); srv?.close(); });

for (const spec of ["life,4,9", "life-duel,2,9", "life,6,12345"]) {
  test(`selftest ${spec}: wasm hash equals native`, async () => {
    const native = nativeSelftest(spec);
    const page = await openPage(browser, desktop, `${srv.url}/?selftest=${spec}`);
    const st = await waitFor(page, () => window.wheeloffateSelftest, null, "the self-test", 60000);
    assert.equal(st.error, undefined, `self-test error: ${st.error}`);
    assert.equal(st.line, native, "browser and native runs agree");
    assert.equal(st.store, "ok", "localStorage settings round trip");
    const state = await page.evaluate(() => window.wheeloffate.state());
    assert.equal(state.hash, st.hash, "published through the state hook");
    assert.equal(state.ruleset, spec.split(",")[0]);
    assert.equal(state.turn, st.turns);
    const loader = await page.evaluate(() => window.wheeloffateLoader);
    assert.equal(loader.exitCode, null, "the program stays alive to answer the hook");
    assert.equal(loader.phase, "selftest");
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test("the hook is read-only", async () => {
  const page = await openPage(browser, desktop, `${srv.url}/?selftest=life,2,1`);
  await waitFor(page, () => window.wheeloffateSelftest, null, "the self-test", 60000);
  const r = await page.evaluate(() => {
    // The game's state, not the frame-by-frame extras (scene, toast).
    const key = () => { const s = window.wheeloffate.state(); return JSON.stringify([s.ruleset, s.turn, s.hash]); };
    const before = key();
    const out = {};
    try { window.wheeloffate = {}; } catch (e) { out.assign = "threw"; }
    try { window.wheeloffate.state = () => ({ turn: 999 }); } catch (e) { out.replace = "threw"; }
    const s = window.wheeloffate.state();
    s.turn = 12345;
    out.same = key() === before && before !== JSON.stringify([null, null, null]);
    out.frozen = Object.isFrozen(window.wheeloffate);
    return out;
  });
  assert.equal(r.same, true, "state() cannot be changed or replaced");
  assert.equal(r.frozen, true);
  await page.context().close();
});
