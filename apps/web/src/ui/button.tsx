import { forwardRef, type ButtonHTMLAttributes, type ComponentProps } from 'react'
import { cn } from './cn'
import { AppLink } from './link'
import { Spinner } from './spinner'

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'sun'
type Size = 'sm' | 'md' | 'lg'

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors select-none disabled:cursor-not-allowed disabled:opacity-60 whitespace-nowrap'
const variants: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  secondary: 'bg-white text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50',
  ghost: 'text-brand-700 hover:bg-brand-50',
  danger: 'bg-coral-700 text-white hover:bg-coral-500',
  sun: 'bg-sun-400 text-ink shadow-sm hover:bg-sun-300',
}
const sizes: Record<Size, string> = {
  // Every size is a full tap target (44 x 44 px); `sm` is smaller words, not a smaller target.
  sm: 'min-h-11 min-w-11 px-3.5 text-sm',
  md: 'min-h-11 min-w-11 px-5 text-base',
  lg: 'min-h-12 min-w-12 px-6 text-lg',
}

export function buttonClass(variant: Variant = 'primary', size: Size = 'md', className?: string): string {
  return cn(base, variants[variant], sizes[size], className)
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant
  size?: Size
  busy?: boolean
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, busy = false, className, children, type = 'button', disabled, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass(variant, size, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && <Spinner className="size-4" />}
      {children}
    </button>
  )
})

type ButtonLinkProps = ComponentProps<typeof AppLink> & { variant?: Variant; size?: Size }

export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <AppLink className={buttonClass(variant, size, className)} {...props} />
}
