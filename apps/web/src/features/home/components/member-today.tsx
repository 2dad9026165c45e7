import { useState, type ReactNode } from 'react'
import { koinFromString, koinToString } from '@klass/contract/money-text'
import type { ProgressToday } from '@klass/contract/progress'
import { formatCount, formatDate, formatKoin, formatWeekdayDate } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { ActionErrorAlert } from '../../../ui/action-error'
import { Alert } from '../../../ui/alert'
import { Button, ButtonLink } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { Icon, type IconProps } from '../../../ui/icons'
import { cn } from '../../../ui/cn'
import { ConfirmDialog } from '../../../ui/confirm-dialog'
import { KoinAmount } from '../../../ui/koin-amount'
import { AppLink } from '../../../ui/link'
import { QueryState } from '../../../ui/query-states'
import { Skeleton } from '../../../ui/skeleton'
import { useBuyStreakFreeze } from '../api/buy-streak-freeze'
import { useProgressToday } from '../api/get-progress-today'

/** The streak's flame, drawn rather than an emoji, so it shows the same on every phone. */
function FlameIcon(props: IconProps) {
  return (
    <Icon fill="currentColor" stroke="none" {...props}>
      <path d="M12 2c.6 3.2-1 5.2-2.6 7.1C8 10.8 6.5 12.6 6.5 15.4A5.5 5.5 0 0 0 12 21a5.5 5.5 0 0 0 5.5-5.6c0-2.2-1-4.1-2.3-5.6-.2 1.5-.9 2.7-2.1 3.3.4-3.9-.2-8.4-1.1-11.1Z" />
    </Icon>
  )
}

function SnowflakeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 2v20M4.9 7l14.2 10M4.9 17 19.1 7M9.5 3.5 12 6l2.5-2.5M9.5 20.5 12 18l2.5 2.5" />
    </Icon>
  )
}

type Streak = ProgressToday['streak']
type DayState = Streak['recent'][number]['state']

const weekdayShort = new Intl.DateTimeFormat('th-TH', { weekday: 'short', timeZone: 'UTC' })

const dayLook: Record<DayState, { icon: ReactNode; label: string; className: string }> = {
  done: {
    icon: <FlameIcon className="size-5 text-coral-500" />,
    label: 'เรียนแล้ว',
    className: 'bg-sun-100 ring-sun-300',
  },
  frozen: {
    icon: <SnowflakeIcon className="size-5 text-brand-600" />,
    label: 'ใช้ streak freeze',
    className: 'bg-brand-50 ring-brand-200',
  },
  missed: { icon: '✕', label: 'พลาด', className: 'bg-canvas text-ink-soft ring-brand-100' },
  pending: { icon: '○', label: 'ยังไม่ได้เรียน', className: 'bg-white ring-brand-300' },
  none: { icon: '·', label: 'ก่อนเริ่มเรียน', className: 'bg-canvas text-ink-soft ring-brand-100' },
}

/** What the streak says to the member now. */
function streakLine(streak: Streak): string {
  if (streak.active_today) return 'วันนี้เรียนแล้ว กลับมาพรุ่งนี้เพื่อไปต่อ'
  if (streak.days === 0) return 'เริ่ม streak วันนี้: อ่านบทความ เล่นควิซ หรือเล่นเกมสักอย่าง'
  return 'วันนี้ยังไม่ได้เรียน อ่าน เล่นควิซ หรือเล่นเกมก่อนเที่ยงคืนเพื่อรักษา streak ไว้'
}

function StreakCard({ data }: { data: ProgressToday }) {
  const { streak } = data
  const buy = useBuyStreakFreeze()
  const [confirming, setConfirming] = useState(false)
  const full = streak.freezes_held >= streak.freezes_max
  const after = koinToString((koinFromString(data.koin) ?? 0) - (koinFromString(streak.freeze_price) ?? 0))
  return (
    <Card className="space-y-4">
      <div className="flex items-center gap-3">
        <FlameIcon
          className={cn(
            'size-14 shrink-0',
            streak.active_today ? 'text-coral-500' : streak.days > 0 ? 'text-sun-400' : 'text-brand-200',
          )}
        />
        <div>
          <h2 id="streak-title" className="text-lg text-ink-soft">
            streak
          </h2>
          <p className="font-display text-3xl text-ink">{formatCount(streak.days)} วันติดต่อกัน</p>
        </div>
      </div>
      <p className="text-sm text-ink">{streakLine(streak)}</p>
      <ol aria-label="7 วันล่าสุด" className="grid grid-cols-7 gap-1">
        {streak.recent.map((day) => {
          const look = dayLook[day.state]
          return (
            <li
              key={day.date}
              aria-label={`${formatDate(day.date)}: ${look.label}`}
              className={cn('flex flex-col items-center rounded-xl py-1.5 text-xs ring-1', look.className)}
            >
              <span aria-hidden="true">{weekdayShort.format(new Date(day.date))}</span>
              <span aria-hidden="true" className="flex h-6 items-center text-base">
                {look.icon}
              </span>
            </li>
          )
        })}
      </ol>
      <div className="space-y-2 rounded-2xl bg-brand-50 p-3">
        <p className="text-sm">
          <SnowflakeIcon className="mr-1 inline size-4 align-[-2px] text-brand-600" />
          streak freeze ที่มี{' '}
          <strong>
            {formatCount(streak.freezes_held)} จาก {formatCount(streak.freezes_max)}
          </strong>
          <span className="block text-xs text-ink-soft">ถ้าพลาดไปหนึ่งวัน freeze ที่มีอยู่จะรักษา streak ไว้ให้เอง</span>
        </p>
        {buy.error ? <ActionErrorAlert error={buy.error} /> : null}
        {buy.isSuccess && !confirming ? <Alert tone="success">ได้ streak freeze เพิ่มแล้ว</Alert> : null}
        <Button
          variant="secondary"
          className="w-full"
          disabled={full}
          onClick={() => {
            buy.reset()
            setConfirming(true)
          }}
        >
          {full ? 'มี freeze ครบแล้ว' : `ซื้อ freeze ${formatKoin(streak.freeze_price)} koin`}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="ซื้อ streak freeze"
        confirmLabel={`ซื้อด้วย ${formatKoin(streak.freeze_price)} koin`}
        busy={buy.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => buy.mutate(undefined, { onSettled: () => setConfirming(false) })}
      >
        <p>streak freeze 1 อัน ใช้แทนวันที่พลาดได้หนึ่งวัน</p>
        <p>
          ราคา <KoinAmount value={streak.freeze_price} /> · koin คงเหลือหลังซื้อ <KoinAmount value={after} />
        </p>
      </ConfirmDialog>
    </Card>
  )
}

/** A to-do mark: ticked when done, an empty ring while waiting. */
function TaskMark({ done = false }: { done?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-7 shrink-0 items-center justify-center rounded-full ring-2',
        done ? 'bg-mint-700 text-white ring-mint-700' : 'bg-white ring-brand-300',
      )}
    >
      {done && (
        <Icon className="size-4" strokeWidth={3}>
          <path d="m5 12 5 5 9-10" />
        </Icon>
      )}
    </span>
  )
}

function TaskLink({ to, done, children }: { to: string; done?: boolean; children: ReactNode }) {
  return (
    <AppLink
      to={to}
      className={cn(
        'flex min-h-11 items-center gap-3 rounded-2xl px-3 py-2 ring-1',
        done ? 'bg-mint-100 ring-mint-100' : 'bg-white ring-brand-200 hover:bg-brand-50',
      )}
    >
      {children}
    </AppLink>
  )
}

function TasksCard({ tasks }: { tasks: ProgressToday['tasks'] }) {
  const { daily_quiz: quiz, mission, reward } = tasks
  return (
    <Card className="space-y-3">
      <h2 id="tasks-title" className="text-xl">
        งานของวันนี้
      </h2>
      <ul className="space-y-2">
        {quiz.available && (
          <li>
            <TaskLink to={paths.quizDaily} done={quiz.done}>
              <TaskMark done={quiz.done} />
              <span>
                <span className="block font-semibold">ควิซประจำวัน</span>
                <span className="block text-sm text-ink-soft">
                  {quiz.done ? 'ตอบแล้ว' : 'ยังไม่ได้ตอบ ตอบเลย'}
                </span>
              </span>
            </TaskLink>
          </li>
        )}
        {mission && (
          <li>
            <TaskLink to={paths.superquestRegistered}>
              <TaskMark />
              <span className="min-w-0">
                <span className="block font-semibold">ภารกิจที่ทำอยู่: {mission.title}</span>
                <span className="block text-sm text-ink-soft">
                  ทำแล้ว {formatCount(mission.progress)} จาก {formatCount(mission.target)} {mission.unit}
                </span>
              </span>
            </TaskLink>
          </li>
        )}
        {reward && (
          <li>
            <TaskLink
              to={reward.kind === 'level' ? paths.superquestMissionsRewards : paths.superquestRedeemRewards}
            >
              <TaskMark />
              <span className="min-w-0">
                <span className="block font-semibold">รางวัลรอรับ: {reward.title}</span>
                {reward.koin && (
                  <span className="block text-sm text-ink-soft">{formatKoin(reward.koin)} koin</span>
                )}
              </span>
            </TaskLink>
          </li>
        )}
        {!mission && !reward && (
          <li>
            <TaskLink to={paths.superquestAllQuests}>
              <TaskMark />
              <span>
                <span className="block font-semibold">ยังไม่มีภารกิจที่ทำอยู่</span>
                <span className="block text-sm text-ink-soft">เลือกภารกิจ SUPERQUEST สักอัน</span>
              </span>
            </TaskLink>
          </li>
        )}
      </ul>
    </Card>
  )
}

function WeekCard({ data }: { data: ProgressToday }) {
  return (
    <Card className="space-y-3">
      <h2 id="week-title" className="text-xl">
        koin สัปดาห์นี้
      </h2>
      <p className="font-display text-3xl text-ink">+{formatKoin(data.koin_this_week)}</p>
      <p className="text-sm text-ink-soft">
        ที่ได้ตั้งแต่วันจันทร์ {formatDate(data.week.starts_on)} ถึงวันอาทิตย์ {formatDate(data.week.ends_on)}
      </p>
      <div className="flex flex-col gap-2">
        <ButtonLink to={paths.league} variant="primary">
          ดูลีกประจำสัปดาห์
        </ButtonLink>
        <ButtonLink to={paths.reminders} variant="ghost">
          ตั้งค่าการแจ้งเตือน
        </ButtonLink>
      </div>
    </Card>
  )
}

/**
 * The top of a member's home page (decision 036): their streak with its flame and last seven days, today's
 * tasks and the koins earned this week. Visitors see the hero instead.
 */
export function MemberToday({ displayName }: { displayName: string | null }) {
  const query = useProgressToday()
  return (
    <section aria-labelledby="member-today-title" className="bg-gradient-to-b from-brand-50 to-canvas">
      <div className="mx-auto max-w-6xl px-4 py-6 md:py-10">
        <h1 id="member-today-title" className="text-2xl text-ink md:text-3xl">
          สวัสดี{displayName ? ` ${displayName}` : ''}
        </h1>
        <QueryState
          query={query}
          loading={
            <div className="mt-4 grid gap-4 md:grid-cols-3">
              <Skeleton className="h-72" />
              <Skeleton className="h-56" />
              <Skeleton className="h-56" />
            </div>
          }
        >
          {(data) => (
            <>
              <p className="mt-1 text-ink-soft">{formatWeekdayDate(data.today)}</p>
              <div className="mt-4 grid gap-4 md:grid-cols-3">
                <section aria-labelledby="streak-title">
                  <StreakCard data={data} />
                </section>
                <section aria-labelledby="tasks-title">
                  <TasksCard tasks={data.tasks} />
                </section>
                <section aria-labelledby="week-title">
                  <WeekCard data={data} />
                </section>
              </div>
            </>
          )}
        </QueryState>
      </div>
    </section>
  )
}
