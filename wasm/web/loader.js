// Loads the game's WebAssembly with a progress bar that follows the real
// download, then runs it. Ebitengine adds its own canvas to the body and
// sizes it to the viewport (devicePixelRatio included); the loader only
// keeps the page from scrolling or zooming and gets out of the way.
(function () {
  "use strict";
  var me = document.currentScript;
  var wasmURL = me.getAttribute("data-wasm");
  var knownSize = parseInt(me.getAttribute("data-size"), 10) || 0;
  var loader = document.getElementById("loader");
  var fill = document.getElementById("fill");
  var status = document.getElementById("status");
  var retry = document.getElementById("retry");

  // What the browser tests read: the progress seen, the phase, any error.
  var info = { phase: "download", loaded: 0, total: knownSize, progress: [], error: null, exitCode: null };
  window.wheeloffateLoader = info;

  function mb(n) { return (n / 1048576).toFixed(1); }
  var shown = -1;
  function show(loaded, total) {
    var pct = total > 0 ? Math.min(100, Math.floor((loaded * 100) / total)) : 0;
    if (pct === shown) return;
    shown = pct;
    info.progress.push(pct);
    fill.style.width = pct + "%";
    loader.setAttribute("aria-valuenow", String(pct));
    status.textContent = total > 0 ? "Loading… " + mb(loaded) + " / " + mb(total) + " MB" : "Loading… " + mb(loaded) + " MB";
  }
  function fail(msg) {
    info.phase = "error";
    info.error = msg;
    loader.className = "error";
    loader.style.display = "";
    status.textContent = msg;
    if (window.console) console.error("wheeloffate:", msg);
  }
  retry.addEventListener("click", function () { location.reload(); });

  // No zoom or page gestures: touch-action and overscroll-behavior do it in
  // Chromium and Firefox; Safari also needs its gesture events cancelled.
  ["gesturestart", "gesturechange", "gestureend"].forEach(function (t) {
    document.addEventListener(t, function (e) { e.preventDefault(); }, { passive: false });
  });
  document.addEventListener("contextmenu", function (e) { e.preventDefault(); });

  if (typeof WebAssembly !== "object" || typeof Go !== "function") {
    fail("This browser cannot run WebAssembly.");
    return;
  }

  // Counts the bytes as they arrive. With Content-Encoding the
  // Content-Length is the compressed size while the body is decompressed,
  // so the size written into the page at build time is the one to follow.
  function counted(res) {
    var total = knownSize;
    var enc = res.headers.get("Content-Encoding");
    var len = parseInt(res.headers.get("Content-Length"), 10);
    if (!total && !enc && len > 0) total = len;
    info.total = total;
    if (!res.body || !res.body.getReader) return res; // no streams: no progress
    var reader = res.body.getReader();
    var loaded = 0;
    var stream = new ReadableStream({
      pull: function (ctl) {
        return reader.read().then(function (r) {
          if (r.done) {
            show(total || loaded, total || loaded);
            ctl.close();
            return;
          }
          loaded += r.value.byteLength;
          info.loaded = loaded;
          show(loaded, total);
          ctl.enqueue(r.value);
        });
      },
      cancel: function (why) { return reader.cancel(why); }
    });
    return new Response(stream, { headers: { "Content-Type": "application/wasm" } });
  }

  function instantiate(res, imports) {
    if (WebAssembly.instantiateStreaming) {
      return WebAssembly.instantiateStreaming(res, imports);
    }
    return res.arrayBuffer().then(function (buf) { return WebAssembly.instantiate(buf, imports); });
  }

  var go = new Go();
  go.exit = function (code) { info.exitCode = code; };
  // The start (package initialisation, the title's layout, its first
  // glyphs and masks) allocates a few times the heap it keeps: at Go's
  // usual pace the collector ran several times before the first frame, a
  // tenth of its CPU. The game sets the usual pace back once that frame is
  // drawn (game/startgc.go).
  go.env = Object.assign({}, go.env, { GOGC: "400", WHEELOFFATE_START_GOGC: "1" });
  show(0, knownSize);
  var started = fetch(wasmURL);
  // The browser opens a page's localStorage on its first use, which can
  // take half a second; the title reads the saved game before its first
  // frame. Opening it now overlaps that with the download and compilation.
  setTimeout(function () {
    try { window.localStorage.getItem("wheeloffate.warm"); } catch (e) { /* no storage: the game says so */ }
  }, 0);
  started.then(function (res) {
    if (!res.ok) throw new Error("Could not load the game (" + res.status + " " + res.statusText + ").");
    return instantiate(counted(res), go.importObject);
  }).then(function (result) {
    info.phase = "running";
    info.instantiatedMs = performance.now(); // for the measures: compile time vs the game's start
    status.textContent = "Starting…";
    // The overlay goes as soon as Ebitengine has put up its canvas; it never
    // covers the canvas while the game runs, so the first tap or click (which
    // unlocks the audio) reaches the game.
    var poll = setInterval(function () {
      var st = window.wheeloffateSelftest;
      if (st) {
        // ?selftest=...: the program played a headless game instead.
        clearInterval(poll);
        info.phase = "selftest";
        fill.style.width = "100%";
        status.textContent = st.error ? "Self-test failed: " + st.error : "Self-test: " + st.line;
        return;
      }
      if (document.querySelector("canvas")) {
        clearInterval(poll);
        // Ebitengine appends its own viewport tag; ours, which also forbids
        // zooming, must stay the last one.
        document.head.appendChild(document.getElementById("viewport"));
        loader.className = "done";
        setTimeout(function () { if (loader.className === "done") loader.style.display = "none"; }, 300);
      }
    }, 50);
    return go.run(result.instance).then(function () {
      clearInterval(poll);
      if (info.exitCode === null) info.exitCode = 0;
      info.phase = "exited";
      if (info.exitCode !== 0) fail("The game stopped (exit code " + info.exitCode + "). Reload to play again.");
    });
  }).catch(function (err) {
    fail(String(err && err.message || err));
  });
})();
