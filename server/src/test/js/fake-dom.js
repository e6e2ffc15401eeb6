// A document small enough to read, for the page's modules under Node: elements with attributes,
// classes, data-* fields, children and text, found by simple selectors (tags, .classes, [attributes],
// :scope, descendant and > child). It lays nothing out: what needs a browser's layout is left to the
// browser tests (server/src/test/java/.../*IT.java).

class ClassList {
  constructor(element) {
    this.element = element;
  }

  get names() {
    return (this.element.getAttribute("class") || "").split(/\s+/).filter(Boolean);
  }

  contains(name) {
    return this.names.includes(name);
  }

  add(...names) {
    this.element.setAttribute("class", [...new Set([...this.names, ...names])].join(" "));
  }

  remove(...names) {
    this.element.setAttribute("class", this.names.filter((n) => !names.includes(n)).join(" "));
  }

  toggle(name, on = !this.contains(name)) {
    if (on) this.add(name);
    else this.remove(name);
    return on;
  }
}

/** dataset's camelCase names as data-* attributes. */
function datasetOf(element) {
  const attribute = (name) => "data-" + name.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase());
  return new Proxy({}, {
    get: (_, name) => (typeof name === "string" ? element.getAttribute(attribute(name)) ?? undefined : undefined),
    set: (_, name, value) => {
      element.setAttribute(attribute(name), value);
      return true;
    },
    deleteProperty: (_, name) => {
      element.removeAttribute(attribute(name));
      return true;
    },
  });
}

export class FakeElement {
  constructor(document, tag, namespace = null) {
    this.ownerDocument = document;
    this.tagName = tag.toUpperCase();
    this.localName = tag;
    this.namespaceURI = namespace;
    this.attributes = new Map();
    this.children = [];
    this.parentNode = null;
    this.text = "";
    this.classList = new ClassList(this);
    this.dataset = datasetOf(this);
    const properties = new Map();
    this.style = { setProperty: (k, v) => properties.set(k, String(v)), getPropertyValue: (k) => properties.get(k) ?? "" };
    this.listeners = [];
    this.focused = false;
  }

  setAttribute(name, value) {
    this.attributes.set(name, String(value));
  }

  getAttribute(name) {
    return this.attributes.has(name) ? this.attributes.get(name) : null;
  }

  hasAttribute(name) {
    return this.attributes.has(name);
  }

  removeAttribute(name) {
    this.attributes.delete(name);
  }

  get className() {
    return this.getAttribute("class") || "";
  }

  set className(value) {
    this.setAttribute("class", value);
  }

  get id() {
    return this.getAttribute("id") || "";
  }

  set id(value) {
    this.setAttribute("id", value);
  }

  appendChild(child) {
    if (child.parentNode) child.remove();
    child.parentNode = this;
    this.children.push(child);
    return child;
  }

  remove() {
    if (!this.parentNode) return;
    this.parentNode.children = this.parentNode.children.filter((c) => c !== this);
    this.parentNode = null;
  }

  /** The text of the element and all under it; setting it replaces the children with that text. */
  get textContent() {
    return this.text + this.children.map((c) => c.textContent).join("");
  }

  set textContent(value) {
    for (const child of this.children) child.parentNode = null;
    this.children = [];
    this.text = String(value);
  }

  cloneNode() {
    const copy = new FakeElement(this.ownerDocument, this.localName, this.namespaceURI);
    for (const [name, value] of this.attributes) copy.setAttribute(name, value);
    return copy;
  }

  addEventListener(type, listener) {
    this.listeners.push({ type, listener });
  }

  dispatch(type, event = {}) {
    for (const l of this.listeners.filter((l) => l.type === type)) l.listener({ target: this, preventDefault() {}, ...event });
  }

  focus() {
    this.focused = true;
  }

  /** Every element under this one, in document order. */
  descendants() {
    return this.children.flatMap((c) => [c, ...c.descendants()]);
  }

  querySelectorAll(selectors) {
    return this.descendants().filter((e) => matches(e, selectors, this));
  }

  querySelector(selectors) {
    return this.querySelectorAll(selectors)[0] || null;
  }
}

/** Whether element matches one of a comma-separated list of selectors, :scope being scope. */
function matches(element, selectors, scope) {
  return selectors.split(",").some((selector) => {
    const parts = selector.trim().replace(/\s*>\s*/g, " > ").split(/\s+/);
    return matchesFrom(element, parts, parts.length - 1, scope);
  });
}

function matchesFrom(element, parts, k, scope) {
  if (!element || !matchesCompound(element, parts[k], scope)) return false;
  if (k === 0) return true;
  if (parts[k - 1] === ">") return matchesFrom(element.parentNode, parts, k - 2, scope);
  for (let up = element.parentNode; up; up = up.parentNode) if (matchesFrom(up, parts, k - 1, scope)) return true;
  return false;
}

/** One compound selector: a tag or :scope, then .classes, #id and [name] or [name="value"], in any order. */
function matchesCompound(element, compound, scope) {
  const pieces = compound.match(/:scope|#[\w-]+|\.[\w-]+|\[[^\]]+\]|^[\w-]+|\*/g) || [];
  return pieces.every((piece) => {
    if (piece === ":scope") return element === scope;
    if (piece === "*") return true;
    if (piece[0] === "#") return element.id === piece.slice(1);
    if (piece[0] === ".") return element.classList.contains(piece.slice(1));
    if (piece[0] === "[") {
      const [, name, value] = /^\[([\w-]+)(?:="([^"]*)")?\]$/.exec(piece);
      return value === undefined ? element.hasAttribute(name) : element.getAttribute(name) === value;
    }
    return element.localName === piece;
  });
}

export class FakeDocument {
  constructor() {
    this.documentElement = this.createElement("html");
    this.body = this.documentElement.appendChild(this.createElement("body"));
  }

  createElement(tag) {
    return new FakeElement(this, tag);
  }

  createElementNS(namespace, tag) {
    return new FakeElement(this, tag, namespace);
  }

  getElementById(id) {
    return this.documentElement.querySelector("#" + id);
  }
}

/**
 * Puts a fresh document (and a window that listens to nothing) where the page's modules look for
 * them, for the test at hand; answers the document.
 */
export function useFakeDocument(t) {
  const document = new FakeDocument();
  const window = { addEventListener() {}, removeEventListener() {} };
  const before = { document: globalThis.document, window: globalThis.window };
  Object.assign(globalThis, { document, window });
  t.after(() => Object.assign(globalThis, before));
  return document;
}

/**
 * Puts a fresh localStorage where saved.js and settings.js look for it, for the test at hand: a Map
 * of strings that refuses (throws, as a full or private one does) any write past limit characters in
 * all, or every call when refused. Answers the Map.
 */
export function useFakeStorage(t, { limit = Infinity, refused = false } = {}) {
  const items = new Map();
  const size = () => [...items].reduce((n, [k, v]) => n + k.length + v.length, 0);
  const refuse = () => {
    throw new Error("QuotaExceededError");
  };
  const localStorage = {
    getItem: (k) => (refused ? refuse() : items.has(k) ? items.get(k) : null),
    setItem: (k, v) => {
      if (refused) refuse();
      const before = items.get(k);
      items.set(k, String(v));
      if (size() > limit) {
        if (before === undefined) items.delete(k);
        else items.set(k, before);
        refuse();
      }
    },
    removeItem: (k) => (refused ? refuse() : items.delete(k)),
  };
  const before = globalThis.localStorage;
  globalThis.localStorage = localStorage;
  t.after(() => (globalThis.localStorage = before));
  return items;
}
