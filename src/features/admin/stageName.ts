import { adminTexts } from '../../content/admin';
import { withoutReordering } from '../../shared/visitorText';

const names = adminTexts.stages.names;

/** A stage in the owner's words; one they do not know (a newer database's), as it is stored. */
export function stageName(stage: string): string {
  return Object.hasOwn(names, stage)
    ? names[stage as keyof typeof names]
    : withoutReordering(stage);
}
