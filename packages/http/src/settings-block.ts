/**
 * Settings handed to the browser inside the page, as a JSON `<script>` block: browsers never run a block
 * of this type, so a Content-Security-Policy without inline scripts allows it. Every `<`, `>` and `&` is
 * written as a JSON escape, so no configured or stored text (a contact address holding `</script>`)
 * can end the block or open a comment; U+2028/2029 are escaped too, for readers that treat them as line
 * ends.
 */
export function settingsBlock(id: string, settings: unknown): string {
  const json = JSON.stringify(settings).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${id}">${json}</script>`;
}
