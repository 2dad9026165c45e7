import { Icon, type IconProps } from '../../../ui/icons'

/** Decorative icons of the quiz pages, drawn so they look the same on every device. */
export const quizIcons = {
  daily: (p: IconProps) => (
    <Icon {...p}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </Icon>
  ),
  monthly: (p: IconProps) => (
    <Icon {...p}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18M8 14h2M14 14h2M8 17h2" />
    </Icon>
  ),
  final: (p: IconProps) => (
    <Icon {...p}>
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2.5 2M9 2h6M12 2v3" />
    </Icon>
  ),
  money: (p: IconProps) => (
    <Icon {...p}>
      <circle cx="12" cy="12" r="9" />
      <path d="M15 9.5c-.5-1-1.6-1.5-3-1.5-1.7 0-3 .9-3 2s1.3 1.7 3 2 3 .9 3 2-1.3 2-3 2c-1.4 0-2.5-.5-3-1.5M12 6v2M12 16v2" />
    </Icon>
  ),
  streak: (p: IconProps) => (
    <Icon {...p}>
      <path d="M12 22c4 0 7-2.7 7-6.8 0-3.7-2.6-6.3-4.4-8.7-.4 2-1.3 3.3-2.6 4C12 7.5 10.7 4.4 8.5 2 8.7 6 5 8.7 5 14.6 5 19 8 22 12 22z" />
    </Icon>
  ),
}
export type QuizIconName = keyof typeof quizIcons
