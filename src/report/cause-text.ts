// A cause (cause.ts) in words, for the Markdown and HTML reports: its label (`the edition`), its evidence one piece at
// a time (`contracts/rma.yaml:8 serves it in commerce only (Magento_Rma)`), and for an undecided one what was missing.
// Rendering only: the words are made from the data, never read back.

import { causeTitle, type Cause, type CauseEvidence } from './cause.ts';

export function evidenceText(e: CauseEvidence): string {
  switch (e.kind) {
    case 'release-marker':
      return `release marker ${e.marker}: ${e.when}`;
    case 'contract-release':
      return `${e.contract}: since ${e.since}${e.until === null ? '' : `, until ${e.until}`}, so on ${e.presentOn}'s release and not on ${e.absentOn}'s`;
    case 'contract-edition':
      return `${e.contract}: editions ${e.editions.join(', ')}${e.module === null ? '' : ` (${e.module})`}, so on ${e.presentOn} and not on ${e.absentOn}`;
    case 'module-enabled':
      return `${e.module} enabled on ${e.enabledOn}, not on ${e.disabledOn} (GET /V1/modules)`;
    case 'module-edition':
      return `${e.module} ships in ${e.editions.join(', ')} only (${e.source}: ${e.trees.join(', ')}), so on ${e.presentOn} and not on ${e.absentOn}`;
    case 'extension-attribute':
      return `${e.module} declares ${e.attribute} (${e.type}) for ${e.for} in ${e.file} (${e.trees.join(', ')})`;
    case 'route-declaration':
      return `${e.module} declares ${e.route} (${e.service}) in ${e.file} (${e.trees.join(', ')})`;
    case 'published-for':
      return `${e.on} publishes ${e.definition} only for ${e.routes.join(', ')}`;
    case 'served-by':
      return `${e.route} is served by ${Object.entries(e.services).map(([side, service]) => `${service} on ${side}`).join(', ')}`;
    case 'verdict':
      return `${e.check}: ${Object.entries(e.outcomes).map(([side, outcome]) => `${outcome} on ${side}`).join(', ')}`;
    case 'variant':
      return `variant ${e.variant} shown on ${e.shownOn}, observed otherwise on ${e.otherwiseOn}`;
    case 'observed':
      return `${e.what}: ${Object.entries(e.values).map(([side, value]) => `${value} on ${side}`).join(', ')}`;
    case 'not-judged':
      return `${e.check} not judged on ${e.on}: ${e.reason}`;
  }
}

/** `the edition: contracts/rma.yaml:8: editions commerce (Magento_Rma), ...`; an undecided cause says what is missing. */
export function causeText(cause: Cause, maxEvidence = 3): string {
  const title = causeTitle(cause.id).toLowerCase();
  if (cause.id === 'cause.unknown') return `${title}: missing ${cause.missing.join('; ') || 'evidence'}`;
  const shown = cause.evidence.slice(0, maxEvidence).map(evidenceText);
  const more = cause.evidence.length > maxEvidence ? `; and ${cause.evidence.length - maxEvidence} more` : '';
  return shown.length === 0 ? title : `${title}: ${shown.join('; ')}${more}`;
}
