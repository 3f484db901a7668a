/**
 * The page's scripts start loading once its server-rendered content has been painted (decision 037).
 *
 * The renderer writes a `<link rel="modulepreload">` in the head for every module the page hydrates with, and one
 * inline module script that imports them. A browser fetches all of them at once, alongside the stylesheet the
 * first paint waits for: on a phone's slow connection the scripts' 180 KB then share the bandwidth with it, and
 * the page's first paint comes later, though it needs no script. Here the boot script is made inert, the
 * preloads are dropped, and a small script puts both back after the next frame has been painted.
 *
 * A page without exactly one boot module (an error page, a render that changed shape) is left as it was: it then
 * loads as before, never half-changed.
 */

/** React Router's boot script: the module that imports the routes' modules and starts hydration. */
const BOOT_MODULE = /<script( nonce="[^"]*")? type="module" async="">/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const INERT_BOOT_MODULE_ID = 'boot-module';

/**
 * Preloads added per task. Each added preload starts a request at once, and a page has some thirty: added in one
 * task they made one of a phone's longest tasks after the first paint. Adding one starts its request and, when an
 * earlier module has arrived meanwhile, may compile that module (up to 15 ms each at Lighthouse's four-fold CPU
 * slowdown, more for the framework's chunk): four per task still made tasks of 60-200 ms on a slow day, so each
 * task adds one (BENCHMARKS.md).
 */
const PRELOADS_PER_TASK = 1;

/**
 * After the next paint (a timer set in a frame callback runs once that frame is drawn), adds the preloads back a
 * few per task, then the boot module in a task of its own, with this script's own nonce.
 */
function loaderScript(preloads: readonly string[]): string {
  return `(function(){var boot=document.getElementById(${JSON.stringify(INERT_BOOT_MODULE_ID)}),nonce=document.currentScript.nonce,preloads=${JSON.stringify(preloads)};function add(from){preloads.slice(from,from+${PRELOADS_PER_TASK}).forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});setTimeout(from+${PRELOADS_PER_TASK}<preloads.length?function(){add(from+${PRELOADS_PER_TASK})}:function(){var script=document.createElement("script");script.type="module";script.nonce=nonce;script.textContent=boot.textContent;document.body.appendChild(script)},0)}requestAnimationFrame(function(){setTimeout(function(){add(0)},0)})})()`;
}

export function loadScriptsAfterFirstPaint(html: string, nonce: string): string {
  const boots = [...html.matchAll(BOOT_MODULE)];
  const boot = boots[0];
  if (boots.length !== 1 || boot?.index === undefined) return html;
  const bootEnd = html.indexOf('</script>', boot.index);
  if (bootEnd === -1) return html;
  const beforeBoot = html.slice(0, boot.index);
  const preloads = [...beforeBoot.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  const afterBoot = bootEnd + '</script>'.length;
  return (
    beforeBoot.replace(MODULE_PRELOAD, '') +
    `<script${boot[1] ?? ''} type="text/x-inert-module" id="${INERT_BOOT_MODULE_ID}">` +
    html.slice(boot.index + boot[0].length, afterBoot) +
    `<script nonce="${nonce}">${loaderScript(preloads)}</script>` +
    html.slice(afterBoot)
  );
}
