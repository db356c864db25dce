// Swagger UI over the API's own OpenAPI document (swagger-ui-py's files, served here).
(function () {
  "use strict";
  var el = document.getElementById("swagger");
  if (el && window.SwaggerUIBundle) {
    window.SwaggerUIBundle({ url: el.dataset.specUrl, dom_id: "#swagger", deepLinking: true });
  }
})();
