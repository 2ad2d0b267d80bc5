import { attributeFieldId } from './fields/attribute-form';

/** The id of a field's control in the editor, so error lists can link to it. */
export function editorFieldId(field: string): string {
  return `editor-field-${field}`;
}

/** Fields as issues name them ("tags.2", "attributes.brand", "fields.title") to the control to focus. */
export function focusTargetsOf(field: string): string[] {
  const path = field.replace(/^fields\./, '');
  const [head = path, rest] = path.split(/\.(.*)/s);
  if (head === 'attributes' && rest) {
    return [attributeFieldId(rest.split('.')[0] ?? rest), editorFieldId('attributes')];
  }
  if (head === 'categoryPath') return [editorFieldId('categoryId')];
  if (head === 'mediaIds') return ['create-photos-title'];
  return [editorFieldId(head)];
}

/** Moves focus to the field's control (or its section) and brings it into view. */
export function focusField(field: string): void {
  for (const id of focusTargetsOf(field)) {
    const element = document.getElementById(id);
    if (!element) continue;
    element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    element.focus({ preventScroll: true });
    return;
  }
}

/** The top-level field an issue belongs to ("tags.2" → "tags"). */
export function rootField(field: string): string {
  return field.replace(/^fields\./, '').split('.')[0] ?? field;
}
