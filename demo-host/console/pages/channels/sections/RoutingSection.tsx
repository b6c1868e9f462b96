// Placeholder until the section is written: the editor's tabs import every section by this name.
import type { SectionProps } from './sectionProps';

export function RoutingSection(_props: SectionProps) {
  return null;
}
