"""OpenAPI docs at /docs, offline: Swagger UI 5 (OpenAPI 3.1) from swagger-ui-bundle-v2.

Only the two files the page loads are served (never the bundle's own demo pages, such as
its petstore `index.html`); `RULEBOT_DOCS=false` turns /docs and /openapi.json off."""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import FileResponse, HTMLResponse
from swagger_ui_bundle import swagger_ui_path

from rulebot.api.errors import ApiError

ASSETS = "/docs-assets"
ASSET_FILES = {
    "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
    "swagger-ui.css": "text/css; charset=utf-8",
}


def add_docs(app: FastAPI) -> None:
    """The /docs page and the two Swagger UI files it uses (no CDN)."""
    folder = Path(swagger_ui_path)

    @app.get("/docs", include_in_schema=False)
    async def docs() -> HTMLResponse:
        return get_swagger_ui_html(
            openapi_url=app.openapi_url or "/openapi.json",
            title=f"{app.title} — API",
            swagger_js_url=f"{ASSETS}/swagger-ui-bundle.js",
            swagger_css_url=f"{ASSETS}/swagger-ui.css",
            swagger_favicon_url="/favicon.svg",
        )

    @app.get(ASSETS + "/{name}", include_in_schema=False)
    def docs_asset(name: str) -> FileResponse:
        if name not in ASSET_FILES:
            raise ApiError(404, "not_found")
        return FileResponse(folder / name, media_type=ASSET_FILES[name])
