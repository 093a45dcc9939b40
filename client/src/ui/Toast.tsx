import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

export type ToastTone = 'success' | 'error' | 'info';

interface ToastEntry {
  id: number;
  message: ReactNode;
  tone: ToastTone;
}

export interface ToastOptions {
  tone?: ToastTone;
  /** Milliseconds before it disappears; 0 keeps it until dismissed. Default 5000. */
  duration?: number;
}

export interface ToastApi {
  show: (message: ReactNode, options?: ToastOptions) => number;
  success: (message: ReactNode, options?: Omit<ToastOptions, 'tone'>) => number;
  error: (message: ReactNode, options?: Omit<ToastOptions, 'tone'>) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Hosts the toasts. The two live regions are always in the DOM (screen readers only announce
 * changes to regions that already exist): errors go to role="alert", the rest to role="status".
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (message: ReactNode, { tone = 'info', duration = 5000 }: ToastOptions = {}) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, message, tone }]);
      if (duration > 0)
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), duration),
        );
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (message, options) => show(message, { ...options, tone: 'success' }),
      error: (message, options) => show(message, { ...options, tone: 'error' }),
    }),
    [show, dismiss],
  );

  const render = (tones: ToastTone[]) =>
    toasts
      .filter((toast) => tones.includes(toast.tone))
      .map((toast) => (
        <div key={toast.id} className={`ui-toast ui-toast--${toast.tone}`}>
          <span className="ui-toast__message">{toast.message}</span>
          <button type="button" className="ui-toast__close" aria-label="Dismiss notification" onClick={() => dismiss(toast.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ));

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="ui-toasts">
        <div role="status" aria-live="polite" className="ui-toasts__region">
          {render(['success', 'info'])}
        </div>
        <div role="alert" aria-live="assertive" className="ui-toasts__region">
          {render(['error'])}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

/** Shows toasts: toast.success("Invites sent successfully!"), toast.error(serverError). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
