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
  document.addEventListener("keydown", function (e) {
    if (e.key === "Escape" && document.activeElement && document.activeElement.classList.contains("chip")) {
      document.activeElement.blur();
    }
  });
})();
