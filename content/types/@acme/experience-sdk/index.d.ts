/**
 * `@acme/experience-sdk`: the public surface the docs describe (content/docs/experience-sdk/).
 * Samples in the docs are type-checked against this file at build (lib/twoslash).
 */

/** A screen as navigation reports it. */
export interface ScreenRef {
  /** Screen id, such as `scr_results`. */
  id: string;
  /** Position in the sequence, starting at 0. */
  index: number;
}

/** Payloads of the experience's events, by event name. */
export interface ExperienceEvents {
  /** The experience has loaded and rendered its first screen. */
  ready: { experienceId: string; screenId: string };
  /** The visible screen changes for any reason. */
  'screen:change': { from: ScreenRef | null; to: ScreenRef; direction: 'forward' | 'back' | 'jump' };
  /** A component is rendered or re-rendered. */
  'component:render': { componentId: string; type: ComponentType; screenId: string };
  /** A visitor answers a Question component, or `SET_ANSWER` is dispatched. */
  'question:answer': { componentId: string; value: AnswerValue; screenId: string };
  /** A Form component passes validation and is submitted. */
  'form:submit': { formId: string; values: Record<string, FormValue> };
  /** A Reveal component is opened. */
  'reveal:open': { componentId: string };
  /** A Login component completes sign-in. The SDK sets the user ID before emitting. */
  'login:success': { componentId: string; userId: string; method: string };
  /** A metric is recorded, automatic or custom. */
  metric: MetricEvent;
  /** The visitor reaches the end of the experience. */
  complete: { experienceId: string; answers: Record<string, AnswerValue> };
  /** Something fails, such as a network request or an invalid action. */
  error: ExperienceError;
}

export type ExperienceEventName = keyof ExperienceEvents;

/** An answer: an option id (`single`), option ids (`multiple`), text (`text`) or a number (`scale`); null until answered. */
export type AnswerValue = string | string[] | number | null;
/** A form field's value. */
export type FormValue = string | boolean | number | null;

/** A recorded metric, as `metric` listeners receive it. */
export interface MetricEvent {
  /** `impression`, `screen_view`, `engagement`, `completion`, or a custom name. */
  name: string;
  properties: Record<string, unknown>;
  /** Milliseconds since the epoch. */
  timestamp: number;
}

/** Error codes the SDK reports in `error` events and rejected dispatches. */
export type ExperienceErrorCode =
  | 'invalid_action'
  | 'screen_not_found'
  | 'component_not_found'
  | 'navigation_blocked'
  | 'network_error'
  | 'geo_denied'
  | 'geo_unavailable'
  | (string & {});

/** An error of the SDK: the payload of `error` events, and what a failed dispatch rejects with. */
export interface ExperienceError extends Error {
  code: ExperienceErrorCode;
  message: string;
  cause?: unknown;
}

/** Actions that drive an experience, dispatched with `experience.dispatch`. */
export type Action =
  | { type: 'NEXT_SCREEN' }
  | { type: 'PREVIOUS_SCREEN' }
  | { type: 'GO_TO_SCREEN'; payload: { screenId: string } }
  | { type: 'SET_ANSWER'; payload: { componentId: string; value: AnswerValue } }
  | { type: 'SUBMIT_FORM'; payload: { formId: string } }
  | { type: 'OPEN_REVEAL'; payload: { componentId: string } }
  | { type: 'RESET' };

/** Middleware: sees each dispatched action, may change, block (not call `next`) or follow it. */
export type Middleware = (
  action: Action,
  next: (action: Action) => Promise<void>,
  context: { experience: Experience },
) => Promise<void> | void;

/** The built-in component types. */
export type ComponentType =
  | 'Question'
  | 'Reveal'
  | 'Form'
  | 'Login'
  | 'FlexGrid'
  | 'Text'
  | 'Image'
  | 'Button';

/** Events of one component handle. */
export interface ComponentEvents {
  /** The component is rendered or re-rendered. */
  render: { screenId: string };
  /** The component becomes visible. */
  show: undefined;
  /** The component is hidden. */
  hide: undefined;
  /** The value of a Question or Form changes. */
  change: { value: unknown };
}

/** A FlexGrid tile as events carry it. */
export interface FlexGridTile {
  id: string;
  [prop: string]: unknown;
}

/** Events a FlexGrid emits on its handle, besides the events of every component. */
export interface FlexGridEvents {
  /** Keyboard focus moves to a tile. */
  'tile:focus': { tileId: string; index: number };
  /** A tile is selected with Enter, Space, click or tap. */
  'tile:select': { tileId: string; index: number; tile: FlexGridTile };
  /** The visible page changes, for any reason. */
  'page:change': { page: number; previousPage: number; pageCount: number };
}

/** Events of a component handle: every component's, and those of component types that add some. */
export type HandleEvents = ComponentEvents & FlexGridEvents;

/** A handle on a component placed in the Acme dashboard (`experience.getComponent(id)`). */
export interface ComponentHandle {
  readonly id: string;
  readonly type: ComponentType;
  /** Makes a hidden component visible. */
  show(): Promise<void>;
  /** Hides the component and removes it from the tab order. */
  hide(): Promise<void>;
  /** Merges new props into the component and re-renders it. */
  update(props: Record<string, unknown>): Promise<void>;
  /** Moves keyboard focus to the component's first focusable element. */
  focus(): void;
  /** A snapshot of the component's current state. */
  getState(): Record<string, unknown>;
  /** Subscribes to events from this component only; returns the unsubscribe function. */
  on<E extends keyof HandleEvents>(event: E, listener: (payload: HandleEvents[E]) => void): () => void;
}

/** A Form component's handle (`experience.forms.get(formId)`). */
export interface FormHandle {
  /** Sets one field value, as if the visitor typed it. */
  setValue(name: string, value: FormValue): void;
  /** All current values, keyed by field name. */
  getValues(): Record<string, FormValue>;
  /** Runs validation and displays any error messages. */
  validate(): { valid: boolean; errors: Record<string, string> };
  /** Validates and, if valid, submits the form. */
  submit(): Promise<void>;
  /** Restores default values and clears error messages. */
  reset(): void;
}

/** The visitor's location (`experience.geo.get()`). */
export interface GeoLocation {
  /** ISO 3166-1 alpha-2 country code, uppercase, such as `'US'` or `'FR'`. */
  country_code: string;
  /** State, province, or region name. */
  region: string | null;
  /** City name. Often approximate for IP-based results. */
  city: string | null;
  /** Latitude in decimal degrees. For IP results, the center of the resolved area. */
  latitude: number;
  /** Longitude in decimal degrees. For IP results, the center of the resolved area. */
  longitude: number;
  /** How the location was resolved. */
  source: 'ip' | 'browser';
}

/** What a text builder receives. */
export interface TextContext {
  /** The key being resolved, for example `question.submit`. */
  key: string;
  /** The active locale. */
  locale: string;
  /** Variables passed to `experience.t(key, vars)` or supplied by the component. */
  vars: Record<string, unknown>;
  /** The active screen. */
  screenId: string | null;
  /** The component requesting the text, when there is one. */
  componentId: string | null;
  /** Current answers, keyed by question component id. */
  answers: Record<string, AnswerValue>;
  /** The current user id. */
  userId: string | null;
  /** Resolves another key through translations. */
  t(key: string, vars?: Record<string, unknown>): string;
}

/** A text builder: returns the text, or `undefined` to fall back to translations. */
export type TextBuilder = (context: TextContext) => string | undefined;

/** What a custom component renderer receives besides its props. */
export interface RenderHelpers {
  /** Dispatches an action through the middleware chain, like `experience.dispatch`. */
  dispatch(action: Action): Promise<void>;
  /** Emits an experience event on behalf of this component, for example `login:success`. */
  emit<E extends ExperienceEventName>(name: E, payload: ExperienceEvents[E]): void;
  /** Resolves a text through your text builders and translations, exactly like `experience.t`. */
  t(key: string, vars?: Record<string, unknown>): string;
  /** Renders the built-in component with the given props. */
  renderDefault(props: Record<string, unknown>): HTMLElement;
  /** The experience instance. */
  experience: Experience;
}

/** Props every component renderer receives. */
export interface ComponentProps {
  /** Component id set in the Acme dashboard. */
  id: string;
  /** Component name, for example `FlexGrid`. */
  type: string;
  /** Id of the screen that contains the component. */
  screenId: string;
  /** Active locale, for example `en`. */
  locale: string;
  [prop: string]: unknown;
}

/** A custom renderer: returns the element to show in place of the built-in component. */
export type ComponentRenderer<P = ComponentProps> = (props: P & ComponentProps, helpers: RenderHelpers) => HTMLElement;

/** Options of `createExperience`. */
export interface ExperienceOptions {
  /** Required. The ID of a published experience from the Acme dashboard. */
  experienceId: string;
  /** Required. A CSS selector or an element to render into. */
  container: string | HTMLElement;
  /** The initial locale, for example `'en'` or `'fr'`. */
  locale?: string;
  /** Per-locale overrides of interface strings, keyed by dotted keys. */
  translations?: Record<string, Record<string, string>>;
  /** Your identifier for the visitor; the `uid` key field in Acme Profiles. */
  userId?: string;
  /** How the visitor's location is resolved. */
  geoLocation?: 'ip' | 'prompt' | false;
  /** Custom renderers for overridable components, by component name. */
  components?: Partial<Record<string, ComponentRenderer<any>>>;
  /** Functions that build dynamic text, by text key. */
  textBuilders?: Record<string, TextBuilder>;
  /** Functions that intercept dispatched actions, in order. */
  middleware?: Middleware[];
}

/** A rendered experience. */
export interface Experience {
  /** Subscribes to an event; the listener gets that event's payload. Returns the unsubscribe function. */
  on<E extends ExperienceEventName>(event: E, listener: (payload: ExperienceEvents[E]) => void): () => void;
  /** Removes a listener added with `on`. */
  off<E extends ExperienceEventName>(event: E, listener: (payload: ExperienceEvents[E]) => void): void;
  /** Dispatches an action through the middleware chain. Rejects with an `ExperienceError`. */
  dispatch(action: Action): Promise<void>;
  /** A handle on a component, or `null` when no component has that id. */
  getComponent(id: string): ComponentHandle | null;
  forms: {
    /** A Form component's handle, or `null` when no Form has that id. */
    get(formId: string): FormHandle | null;
  };
  navigation: {
    /** Moves to the next screen. Dispatches `NEXT_SCREEN`. */
    next(): Promise<void>;
    /** Returns to the previously visited screen. Dispatches `PREVIOUS_SCREEN`. */
    previous(): Promise<void>;
    /** Jumps to a screen by ID. Dispatches `GO_TO_SCREEN`. */
    goTo(screenId: string): Promise<void>;
    /** The screen that is visible now. */
    current(): ScreenRef;
    /** Whether `previous()` would succeed. */
    canGoBack(): boolean;
    /** The screens visited so far, oldest first, including the current one. */
    history(): ScreenRef[];
  };
  geo: {
    /** The visitor's location; rejects when it cannot be resolved (`geoLocation: false`, denied). */
    get(): Promise<GeoLocation>;
  };
  metrics: {
    /** Records a custom metric, sent to Acme and delivered to `metric` listeners. */
    track(name: string, properties?: Record<string, unknown>): void;
  };
  /** Resolves a text through the text builders and translations. */
  t(key: string, vars?: Record<string, unknown>): string;
  /** Changes the active locale and re-renders. */
  setLocale(locale: string): Promise<void>;
  /** The current user id, or `null`. */
  getUserId(): string | null;
  /** Sets (or clears, with `null`) the user id attached to metrics. */
  setUserId(id: string | null): void;
  /** A URL that opens the experience (at a screen) and unfurls with its own preview. */
  getShareUrl(options?: { screenId?: string }): string;
  /** Removes the experience from the page and its listeners. */
  destroy(): void;
}

/** Renders a published experience into a container. */
export function createExperience(options: ExperienceOptions): Experience;
