import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';
import { dismissToast, useToast } from './use-toast';

/** Renders the toasts raised through toast(); the shell renders it once. */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, variant, duration, isOpen }) => (
        <Toast
          key={id}
          data-testid="toast"
          variant={variant}
          duration={duration}
          open={isOpen}
          onOpenChange={(isNowOpen) => {
            if (!isNowOpen) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title && <ToastTitle data-testid="toast-title">{title}</ToastTitle>}
            {description && (
              <ToastDescription data-testid="toast-description">{description}</ToastDescription>
            )}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
