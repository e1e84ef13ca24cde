/**
 * Form bodies in the Try it console: `multipart/form-data` (text fields and files) and
 * `application/x-www-form-urlencoded`, one field per property of the body's schema. Pure (Blob and
 * File exist in the browser and in Node): what is sent, what is checked against the schema, and
 * how the copies show it.
 */
import type { FormMediaType, TryItFormField, TryItOperation } from './types';

/** A file chosen for a field: a Blob with its name, as an `<input type=file>` gives it. */
export type ChosenFile = Blob & { name: string };

/** The form's text values and chosen files, by field name. */
export interface FormState {
  fields: Record<string, string>;
  files: Record<string, ChosenFile[]>;
}

/** One part of the body as sent: a text value, or a file. */
export type FormPart = { name: string; value: string } | { name: string; file: ChosenFile };

export const isFormMediaType = (mediaType: string): mediaType is FormMediaType =>
  mediaType === 'multipart/form-data' || mediaType === 'application/x-www-form-urlencoded';

/** An array or object value as one field's text: arrays comma-separated, objects as JSON. */
function fieldText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(',');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The fields as the form opens: the body's example, else each field's example or default. */
export function initialFormState(body: TryItOperation['body']): FormState {
  const example = body?.example && typeof body.example === 'object' ? (body.example as Record<string, unknown>) : {};
  const fields: Record<string, string> = {};
  for (const field of body?.form ?? [])
    if (!field.file) fields[field.name] = fieldText(example[field.name] ?? field.example ?? field.default);
  return { fields, files: {} };
}

/** The parts of the body, in the fields' order: non-empty text values (arrays one part a value) and the chosen files. */
export function formParts(fields: TryItFormField[], state: FormState): FormPart[] {
  return fields.flatMap((field): FormPart[] => {
    if (field.file) return (state.files[field.name] ?? []).map((file) => ({ name: field.name, file }));
    const text = state.fields[field.name] ?? '';
    if (text === '') return [];
    const values = field.type === 'array' ? text.split(',').map((s) => s.trim()) : [text];
    return values.map((value) => ({ name: field.name, value }));
  });
}

/** The bytes a form body sends, near enough for the size limit (text values and files). */
export const formBytes = (parts: FormPart[]) =>
  parts.reduce((sum, p) => sum + ('file' in p ? p.file.size : new TextEncoder().encode(p.value).length), 0);

/** A URL-encoded body's text. */
export const urlEncoded = (parts: FormPart[]) =>
  new URLSearchParams(parts.map((p) => [p.name, 'file' in p ? p.file.name : p.value])).toString();

/** A multipart body for fetch (which sets the Content-Type with its boundary). */
export function toFormData(parts: FormPart[]): FormData {
  const data = new FormData();
  for (const p of parts) {
    if ('file' in p) data.append(p.name, p.file, p.file.name);
    else data.append(p.name, p.value);
  }
  return data;
}
