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
  'login:success': {
    componentId: string;
    userId: string;
    /** The sign-in method, such as `sso` or `password`, when the Login component gives one. */
    method?: string;
  };
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

/**
 * Error codes the SDK reports in `error` events and rejected Promises (the list in
 * content/docs/experience-sdk/event-listener.mdx, Error codes). A minor release may add codes.
 */
export type ExperienceErrorCode =
  | 'experience_not_found'
  | 'container_not_found'
  | 'invalid_action'
  | 'screen_not_found'
  | 'component_not_found'
  | 'navigation_blocked'
  | 'middleware_error'
  | 'invalid_props'
  | 'field_not_found'
  | 'invalid_user_id'
  | 'invalid_metric'
  | 'text_builder_failed'
  | 'network_error'
  | 'geo_disabled'
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
export type Middleware = (action: Action, next: (action: Action) => Promise<void>) => Promise<void> | void;

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

/** A FlexGrid tile, as the grid's props, state and `tile:select` carry it. */
export interface FlexGridTile {
  /** Tile id set in the Acme dashboard. */
  id: string;
  /** The tile's title, already translated. */
  title: string;
  /** URL of the tile's image. */
  imageUrl: string;
  /** Optional line below the title. */
  subtitle?: string;
  /** Optional badge text, such as `New`. */
  badge?: string;
  /** Optional data attached to the tile in the dashboard. */
  data?: Record<string, unknown>;
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

/** What `getState()` reports for every component; types add their own fields (see `FlexGridState`). */
export interface ComponentState {
  id: string;
  type: ComponentType;
  screenId: string;
  /** Whether the component is shown (`false` after `hide()`). */
  visible: boolean;
  /** The component's current props. */
  props: Record<string, unknown>;
  /** Question components: the current answer, or `null` when unanswered. */
  value?: AnswerValue;
  /** Question components: whether the question has an answer. */
  answered?: boolean;
  /** Fields of other component types, such as a Reveal's `opened`. */
  [field: string]: unknown;
}

/** A FlexGrid's state (`experience.getComponent<FlexGridState>(id).getState()`). */
export interface FlexGridState extends ComponentState {
  /** Current page, starting at 1. */
  page: number;
  /** Total number of pages. */
  pageCount: number;
  /** Columns per page at the current container width. */
  columns: number;
  /** Rows per page. */
  rows: number;
  /** Index of the tile with keyboard focus. */
  focusedIndex: number;
  /** Id of the selected tile, or `null`. */
  selectedTileId: string | null;
  /** All tiles, across pages. */
  tiles: FlexGridTile[];
}

/**
 * A handle on a component placed in the Acme dashboard (`experience.getComponent(id)`). `S` is the
 * shape of its state, for example `FlexGridState` for a FlexGrid.
 */
export interface ComponentHandle<S extends ComponentState = ComponentState> {
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
  getState(): S;
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
  /** Validates and, if valid, submits the form (sent to Acme, then `form:submit` is emitted). */
  submit(): Promise<FormSubmitResult>;
  /** Restores default values and clears error messages. */
  reset(): void;
}

/** What `FormHandle.submit()` resolves to: `submitted: false` with the errors when validation fails, with `{}` when a middleware blocks it. */
export type FormSubmitResult =
  | { submitted: true; values: Record<string, FormValue> }
  | { submitted: false; errors: Record<string, string> };

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

/** A text builder: returns the text, or `undefined` (or `null`) to fall back to translations. */
export type TextBuilder = (context: TextContext) => string | undefined | null;

/** The payload a renderer passes to `helpers.emit`: the event's, without the `componentId` the SDK adds. */
export type EmittedPayload<E extends ExperienceEventName> = ExperienceEvents[E] extends { componentId: string }
  ? Omit<ExperienceEvents[E], 'componentId'>
  : ExperienceEvents[E];

/** What a custom component renderer receives besides its props. */
export interface RenderHelpers {
  /** Dispatches an action through the middleware chain, like `experience.dispatch`. */
  dispatch(action: Action): Promise<void>;
  /**
   * Emits an experience event on behalf of this component, for example `login:success`. The SDK adds
   * `componentId` (this component's id) before delivering it, so the payload leaves it out.
   */
  emit<E extends ExperienceEventName>(name: E, payload: EmittedPayload<E>): void;
  /** Resolves a text through your text builders and translations, exactly like `experience.t`. */
  t(key: string, vars?: Record<string, unknown>): string;
  /** Renders the built-in component with the given props. */
  renderDefault(props: object): HTMLElement;
  /** The experience instance. */
  experience: Experience;
}

/** Props every component renderer receives (sub-components too; their `id` is the parent's). */
export interface ComponentProps {
  /** Component id set in the Acme dashboard. */
  id: string;
  /** Component name, for example `FlexGrid`. */
  type: string;
  /** Id of the screen that contains the component. */
  screenId: string;
  /** Active locale, for example `en`. */
  locale: string;
}

/** An answer option of a `single` or `multiple` question. */
export interface QuestionOptionItem {
  id: string;
  /** The option's label, already translated. */
  label: string;
  /** Optional image of the option. */
  imageUrl: string | null;
}

/** Props of a `Question` renderer. */
export interface QuestionProps {
  /** The question text, already translated. */
  title: string;
  /** Optional helper text shown below the question. */
  description: string;
  /** One of `single`, `multiple`, `text` or `scale`. */
  kind: 'single' | 'multiple' | 'text' | 'scale';
  /** Answer options for `single` and `multiple`; empty for other kinds. */
  options: QuestionOptionItem[];
  /** Range for `scale` questions, for example 1 to 5; `display` is `rating` or `slider`. */
  scale: { min: number; max: number; step: number; display: 'rating' | 'slider' } | null;
  /** Whether the question must be answered before the next screen. */
  required: boolean;
  /** Current answer (state). `null` until answered. */
  value: AnswerValue;
}

/** Props of a `QuestionOption` renderer (one option of a `Question`). */
export interface QuestionOptionProps {
  /** The option to render. */
  option: QuestionOptionItem;
  /** Position of the option, starting at 0. */
  index: number;
  /** Whether the option is part of the current answer (state). */
  selected: boolean;
  /** The parent question's kind. */
  kind: QuestionProps['kind'];
}

/** Props of a `Reveal` renderer. */
export interface RevealProps {
  /** Heading shown before and after opening. */
  title: string;
  /** Text shown while the reveal is closed. */
  teaser: string;
  /** The revealed content, as sanitized HTML. */
  content: string;
  /** Optional image shown when opened. */
  media: { url: string; alt: string } | null;
  /** One of `click`, `scratch`, `flip` or `auto`. */
  trigger: 'click' | 'scratch' | 'flip' | 'auto';
  /** Whether the reveal is open (state). */
  opened: boolean;
}

/** A field of a `Form`. */
export interface FormFieldDefinition {
  name: string;
  label: string;
  /** The input type, such as `email`, `text` or `checkbox`. */
  type: string;
  required: boolean;
  /** Choices of a select or radio field. */
  options?: Array<{ value: string; label: string }>;
}

/** Props of a `Form` renderer. */
export interface FormProps {
  /** Optional heading of the form. */
  title: string;
  /** Each with `name`, `label`, `type`, `required` and optional `options`. */
  fields: FormFieldDefinition[];
  /** Label of the submit button. */
  submitLabel: string;
  /** Current values (state). */
  values: Record<string, FormValue>;
  /** Validation messages after `validate()` or a submit attempt (state). */
  errors: Record<string, string>;
}

/** Props of a `FormField` renderer (one field of a `Form`). */
export interface FormFieldProps {
  /** The field definition from the parent `Form`. */
  field: FormFieldDefinition;
  /** Current value (state): a string, a number for number fields, a boolean for checkboxes, `null` when empty. */
  value: FormValue;
  /** Validation message for this field (state). */
  error: string | null;
}

/** Props of a `Login` renderer. */
export interface LoginProps {
  /** Heading, from the `login.title` text. */
  title: string;
  /** Optional explanatory text. */
  description: string;
  /** Label of the submit button. */
  submitLabel: string;
  /** Whether the user may continue without logging in. */
  allowSkip: boolean;
  /** The current user id, if one is already set (state). */
  userId: string | null;
}

/** Props of a `FlexGrid` renderer. */
export interface FlexGridProps {
  /** Optional heading above the grid. */
  title: string;
  /** All tiles, each with `id`, `title`, `imageUrl` and optional `subtitle`, `badge` and `data`. */
  tiles: FlexGridTile[];
  /** Columns per page at the current container width. */
  columns: number;
  /** Rows per page. */
  rows: number;
  /** Current page, starting at 1 (state). */
  page: number;
  /** Total number of pages. */
  pageCount: number;
  /** Index of the tile with keyboard focus (state). */
  focusedIndex: number;
  /** Id of the selected tile (state). */
  selectedTileId: string | null;
}

/** Props of a `FlexGridTile` renderer (one tile of a `FlexGrid`). */
export interface FlexGridTileProps {
  /** The tile to render. */
  tile: FlexGridTile;
  /** Index of the tile across all pages. */
  index: number;
  /** Whether the tile has keyboard focus (state). */
  focused: boolean;
  /** Whether the tile is selected (state). */
  selected: boolean;
}

/** Props of a `Text` renderer. */
export interface TextProps {
  /** The translated text. */
  text: string;
  /** One of `heading`, `body` or `caption`. */
  variant: 'heading' | 'body' | 'caption';
  /** `plain` or `markdown`. */
  format: 'plain' | 'markdown';
}

/** Props of an `Image` renderer. */
export interface ImageProps {
  /** Image URL. */
  src: string;
  /** Alternative text. */
  alt: string;
  /** Intrinsic width in pixels. */
  width: number;
  /** Intrinsic height in pixels. */
  height: number;
  /** Optional link target. */
  href: string | null;
}

/** Props of a `Button` renderer. */
export interface ButtonProps {
  /** The translated label. */
  label: string;
  /** The action the button dispatches, for example `{ type: 'NEXT_SCREEN' }`. */
  action: Action;
  /** `primary` or `secondary`. */
  variant: 'primary' | 'secondary';
  /** Whether the button is disabled (state). */
  disabled: boolean;
}

/** The props of each overridable component, by component name. */
export interface OverridableComponents {
  Question: QuestionProps;
  QuestionOption: QuestionOptionProps;
  Reveal: RevealProps;
  Form: FormProps;
  FormField: FormFieldProps;
  Login: LoginProps;
  FlexGrid: FlexGridProps;
  FlexGridTile: FlexGridTileProps;
  Text: TextProps;
  Image: ImageProps;
  Button: ButtonProps;
}

/**
 * A function renderer: returns the element to show in place of the built-in component, or a string
 * the SDK inserts as HTML (never interpolate values a visitor typed into it).
 */
export type ComponentRenderer<P = {}> = (props: P & ComponentProps, helpers: RenderHelpers) => HTMLElement | string;

/** An object renderer: `render` as a function renderer, and `destroy`, called with its element before removal. */
export interface ComponentRendererObject<P = {}> {
  render: ComponentRenderer<P>;
  /** Called with the element `render` returned, just before the SDK removes it. */
  destroy?(element: HTMLElement): void;
}

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
  components?: {
    [N in keyof OverridableComponents]?:
      | ComponentRenderer<OverridableComponents[N]>
      | ComponentRendererObject<OverridableComponents[N]>;
  };
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
  getComponent<S extends ComponentState = ComponentState>(id: string): ComponentHandle<S> | null;
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
    /**
     * The visitor's location, resolved once and cached. Rejects with `geo_disabled` when `geoLocation`
     * is `false`, and `geo_unavailable` when neither the browser nor the IP lookup gave a result.
     */
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
  getShareUrl(options?: {
    /** Use this screen's share settings for the preview; visitors still start at the first screen. */
    screenId?: string;
    /** Query parameters to add, such as `utm_source`; kept when Acme redirects to your canonical URL. */
    params?: Record<string, string>;
  }): string;
  /**
   * Removes the experience from the page: calls the `destroy` of object renderers, empties the
   * container and removes every listener added with `on`. The instance must not be used afterwards.
   */
  destroy(): void;
}

/**
 * Renders a published experience into a container. Resolves once the experience definition has
 * loaded; rejects when the container matches no element or the experience is unknown or unpublished.
 */
export function createExperience(options: ExperienceOptions): Promise<Experience>;
