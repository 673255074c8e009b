// @ts-check
import AxeBuilder from '@axe-core/playwright';

/**
 * The serious and critical accessibility violations axe finds on the page as it is now, one line
 * each (rule and where), so a journey's failure names what to fix.
 */
export async function seriousViolations(page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
