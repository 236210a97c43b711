/** How serious a notice is. */
export type NoticeLevel = 'error' | 'warning' | 'info' | 'success';

/** What a notice says, not how it looks: the ui-kit's `notify` renders it with antd. */
export interface Notice {
  level: NoticeLevel;
  /** Short title, e.g. the HTTP status text. */
  title: string;
  /** Optional longer text. */
  description?: string;
  /** Stable key so the same notice fired twice in a burst shows once. */
  key?: string;
}

/** The notification sink the sdk calls; inject the ui-kit's `notify` in a browser app. */
export type Notify = (notice: Notice) => void;
