// Footnote web app: follow a running job until it finishes; show an upload's progress; Escape closes a citation's quote.
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
  var size = function (n) {  // as pages.size writes it
    return n < 1048576 ? Math.round(n / 1024) + " KB" : (n / 1048576).toFixed(1) + " MB";
  };
  // a file upload shows its progress; the answer (a job's page, or the form with its error) follows
  document.addEventListener("submit", function (e) {
    var form = e.target;
    if (form.enctype !== "multipart/form-data" || !window.FormData || !window.DOMParser) { return; }
    var chosen = Array.prototype.some.call(form.querySelectorAll("input[type=file]"), function (input) {
      return input.files && input.files.length > 0;
    });
    if (!chosen) { return; }
    e.preventDefault();
    var limit = Number(document.body.dataset.maxBytes || 0), total = 0;
    Array.prototype.forEach.call(form.querySelectorAll("input[type=file]"), function (input) {
      Array.prototype.forEach.call(input.files || [], function (f) { total += f.size; });
    });
    var box = form.querySelector(".upload");
    if (!box) {
      box = document.createElement("p");
      box.className = "upload";
      box.setAttribute("aria-live", "polite");
      box.appendChild(document.createElement("progress"));
      box.appendChild(document.createElement("span"));
      form.appendChild(box);
    }
    var bar = box.querySelector("progress"), say = box.querySelector("span");
    if (limit && total > limit) {  // refused here, before minutes of uploading (the service refuses it too)
      bar.value = 0;
      say.textContent = " The file is " + size(total) + "; this service takes at most " + size(limit) + " a request.";
      box.classList.add("error");
      return;
    }
    box.classList.remove("error");
    bar.max = 100; bar.value = 0; say.textContent = " Uploading…";
    var button = form.querySelector("button[type=submit]");
    if (button) { button.disabled = true; }
    var xhr = new XMLHttpRequest();
    xhr.open("POST", form.action);
    xhr.setRequestHeader("X-Footnote-Upload", "1");  // answer a redirect with its location (pages.py)
    xhr.upload.onprogress = function (ev) {
      if (ev.lengthComputable) {
        bar.value = Math.round(100 * ev.loaded / ev.total);
        say.textContent = " Uploading… " + bar.value + "% of " + size(ev.total);
      }
    };
    xhr.upload.onload = function () { bar.value = 100; say.textContent = " Uploaded; reading the file…"; };
    xhr.onload = function () {
      var type = xhr.getResponseHeader("Content-Type") || "";
      if (xhr.status < 300 && type.indexOf("application/json") === 0) {
        window.location.assign(JSON.parse(xhr.responseText).location);
        return;
      }
      var main = new DOMParser().parseFromString(xhr.responseText, "text/html").getElementById("main");
      if (main) { document.getElementById("main").replaceWith(main); return; }
      say.textContent = " The upload failed (HTTP " + xhr.status + ").";
      if (button) { button.disabled = false; }
    };
    xhr.onerror = function () {
      say.textContent = " The upload did not reach the service (it may be larger than the service takes); try again.";
      if (button) { button.disabled = false; }
    };
    xhr.send(new FormData(form));
  });
  document.addEventListener("keydown", function (e) {
    if (e.key === "Escape" && document.activeElement && document.activeElement.classList.contains("chip")) {
      document.activeElement.blur();
    }
  });
})();
