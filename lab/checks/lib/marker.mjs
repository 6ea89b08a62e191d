// A category only one lab holds, created to be looked for on another after a transfer (the transfer checks).
import { credentials } from '../../scripts/lab.mjs';

/** Creates the category `name` through the REST API of the lab at `url`; throws unless it was created. */
export async function createMarker(url, name) {
  const created = await fetch(`${url}/api/categories`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${credentials().apiTokens.fullAccess.accessKey}` },
    body: JSON.stringify({ data: { name } }),
  });
  if (created.status !== 201) throw new Error(`creating the marker category answered ${created.status}`);
}

/** The categories named `name` that the lab at `url` lists (the REST API's answer, as JSON). */
export async function findMarker(url, name) {
  return (await fetch(`${url}/api/categories?filters[name][$eq]=${encodeURIComponent(name)}`)).json();
}
