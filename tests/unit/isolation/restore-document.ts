/**
 * The document as the environment made it, taken before a worker's first test file renders anything, and given
 * back after each file of the worker. What a file leaves is found by the next one's `screen` and
 * `document.querySelector`: a portal, a download link, a dialog's mask, `lang`, `title`.
 */
interface DocumentState {
  href: string;
  title: string;
  htmlAttributes: ReadonlyMap<string, string>;
  bodyAttributes: ReadonlyMap<string, string>;
  headChildren: ReadonlySet<Element>;
}

function attributesOf(element: Element): ReadonlyMap<string, string> {
  return new Map([...element.attributes].map((attribute) => [attribute.name, attribute.value]));
}

function restoreAttributes(element: Element, attributes: ReadonlyMap<string, string>): void {
  for (const { name } of [...element.attributes]) if (!attributes.has(name)) element.removeAttribute(name);
  for (const [name, value] of attributes) if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

let pristine: DocumentState | undefined;

/** Takes the document's first state; call before anything renders (the setup does, for a jsdom file). */
export function rememberDocument(): void {
  pristine ??= {
    href: location.href,
    title: document.title,
    htmlAttributes: attributesOf(document.documentElement),
    bodyAttributes: attributesOf(document.body),
    headChildren: new Set(document.head.children),
  };
}

/**
 * Empties the body but for `keep` (the roots Arco reuses for its toasts), drops what was added to the head,
 * and resets the attributes of <html> and <body>, the title and the address.
 */
export function restoreDocument(keep: (element: Element) => boolean): void {
  if (!pristine) throw new Error('rememberDocument() was not called before the file rendered');
  for (const child of [...document.body.childNodes]) if (!(child instanceof Element && keep(child))) child.remove();
  for (const child of [...document.head.children]) if (!pristine.headChildren.has(child)) child.remove();
  restoreAttributes(document.documentElement, pristine.htmlAttributes);
  restoreAttributes(document.body, pristine.bodyAttributes);
  if (document.title !== pristine.title) document.title = pristine.title;
  if (location.href !== pristine.href) history.replaceState(null, '', pristine.href);
}
