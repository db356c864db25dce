// Footnote web app: follow a running job until it finishes; Escape closes a citation's quote.
(function () {
  "use strict";
  var job = document.getElementById("job");
  if (job && (job.dataset.status === "queued" || job.dataset.status === "running")) {
    var poll = function () {
      fetch(job.dataset.stateUrl, { credentials: "same-origin" })
        .then(function (r) { return r.ok ? r.json() : null; })
        .then(function (s) {
          if (!s) { return; }
          var bar = job.querySelector("progress"), stage = job.querySelector(".stage");
          if (bar) { bar.value = s.progress; }
          if (stage) { stage.textContent = s.stage || s.status; }
          if (s.status !== "queued" && s.status !== "running") { window.location.reload(); return; }
          window.setTimeout(poll, 1000);
        })
        .catch(function () { window.setTimeout(poll, 2000); });
    };
    window.setTimeout(poll, 500);
  }
  var klass = document.getElementById("class");
  if (klass) {
    var follow = function () {
      fetch(klass.dataset.stateUrl, { credentials: "same-origin" })
        .then(function (r) { return r.ok ? r.json() : null; })
        .then(function (s) {
          if (!s) { return; }
          var bar = document.getElementById("class-progress"), count = document.getElementById("class-count");
          bar.max = s.total; bar.value = s.finished;
          count.textContent = s.finished + " of " + s.total + " finished";
          s.essays.forEach(function (e) {
            var cell = klass.querySelector('tr[data-position="' + e.position + '"] .st');
            if (cell) { cell.textContent = e.status; cell.className = "st st-" + e.status; }
          });
          if (s.finished < s.total) { window.setTimeout(follow, 1000); }
        })
        .catch(function () { window.setTimeout(follow, 2000); });
    };
    follow();
  }
  // a video citation plays in place, from its second (the link still opens it elsewhere)
  var player = document.getElementById("player");
  document.addEventListener("click", function (e) {
    var chip = e.target.closest ? e.target.closest("a.chip[data-embed]") : null;
    if (chip && player && player.showModal) {
      e.preventDefault();
      player.querySelector("iframe").src = chip.dataset.embed;
      player.showModal();
    }
    var copy = e.target.closest ? e.target.closest("button[data-copy]") : null;
    if (copy) {
      var text = document.getElementById(copy.dataset.copy).textContent;
      if (navigator.clipboard) { navigator.clipboard.writeText(text); }
      copy.dataset.copied = "yes";
    }
    if (e.target.closest && e.target.closest("button[data-print]")) { window.print(); }
  });
  if (player) {
    player.addEventListener("close", function () { player.querySelector("iframe").src = "about:blank"; });
  }
  document.addEventListener("input", function (e) {  // a slider shows its value
    if (e.target.dataset && e.target.dataset.output) {
      document.getElementById(e.target.dataset.output).textContent = Number(e.target.value).toFixed(2);
    }
  });
  document.addEventListener("keydown", function (e) {
    if (e.key === "Escape" && document.activeElement && document.activeElement.classList.contains("chip")) {
      document.activeElement.blur();
    }
  });
})();
