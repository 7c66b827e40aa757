package million

import (
	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/game/input"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// A sheet is what the turn panel opens over the board: the title deeds,
// the kept cards, the mortgages to repay, the seats to deal with. The
// decision bar stays live under it, so the main button is always there.
type sheet interface {
	place(area ui.Rect)
	// update reports an action chosen on the sheet, and whether the
	// person closed it.
	update(in *input.Intents) (a engine.Action, chosen, closed bool)
	draw(dst *ebiten.Image)
	// controls are the sheet's live controls in Tab order.
	controls() []ui.Focusable
}

// sheetArea is where a sheet goes: over the board; upright, over the seat
// panels and the log too, down to the decision bar (the board alone is
// a square a phone's width wide, short for a list).
func sheetArea(screen, bar ui.Rect, seats int) ui.Rect {
	board, _ := table.PlayLayout(screen.W, screen.H, seats)
	if screen.H > screen.W && bar.Y > board.Y {
		return ui.R(board.X, board.Y, board.W, bar.Y-8-board.Y)
	}
	return board
}

// Sheet geometry: a header row (title or seat switcher, Close), a footer
// row (supply, page buttons, Build), the body between.
const (
	sheetPad  = 8.0
	sheetRowH = 44.0 // ui.MinHit: every control is finger-sized
	pageBtnW  = 52.0
	closeBtnW = 84.0
)

// frame is a sheet's frame: Close in the header, ◄ ► in the footer when
// its body takes pages.
type frame struct {
	rect             ui.Rect
	header, footer   ui.Rect
	body             ui.Rect
	close, prev, nxt *ui.Button
	page, pages      int
}

func newFrame() frame {
	return frame{close: ui.NewButton(ui.Rect{}, "Close"), prev: ui.NewButton(ui.Rect{}, "◄"), nxt: ui.NewButton(ui.Rect{}, "►"), pages: 1}
}

// lay splits r into header, body and footer and puts Close and the page
// buttons in their places.
func (f *frame) lay(r ui.Rect) {
	f.rect = r
	in := r.Inset(sheetPad)
	f.header = ui.R(in.X, in.Y, in.W, sheetRowH)
	f.footer = ui.R(in.X, in.Y+in.H-sheetRowH, in.W, sheetRowH)
	f.body = ui.R(in.X, f.header.Y+sheetRowH+sheetPad, in.W, f.footer.Y-sheetPad-(f.header.Y+sheetRowH+sheetPad))
	f.close.Rect = ui.R(in.X+in.W-closeBtnW, in.Y, closeBtnW, sheetRowH)
	f.close.TextSize = ui.SizeBody
	f.nxt.Rect = ui.R(in.X+in.W-pageBtnW, f.footer.Y, pageBtnW, sheetRowH)
	f.prev.Rect = ui.R(f.nxt.Rect.X-sheetPad-pageBtnW, f.footer.Y, pageBtnW, sheetRowH)
}

// setPages sets how many pages the body takes, keeping the page in range.
func (f *frame) setPages(n int) {
	f.pages = max(1, n)
	f.page = max(0, min(f.page, f.pages-1))
}

// paged reports whether the page buttons show.
func (f *frame) paged() bool { return f.pages > 1 }

// footerLeft is the footer's room left of the page buttons.
func (f *frame) footerLeft() ui.Rect {
	if !f.paged() {
		return f.footer
	}
	return ui.R(f.footer.X, f.footer.Y, f.prev.Rect.X-sheetPad-f.footer.X, f.footer.H)
}

// controls are Close and the page buttons, after the sheet's own.
func (f *frame) controls() []ui.Focusable {
	out := []ui.Focusable{f.close}
	if f.paged() {
		out = append(out, f.prev, f.nxt)
	}
	return out
}

// update runs the frame's buttons: it reports Close; a page button turns
// the page (turned reports it, so the sheet lays its body out anew).
func (f *frame) update(in *input.Intents) (closed, turned bool) {
	if f.paged() {
		f.prev.Disabled, f.nxt.Disabled = f.page == 0, f.page == f.pages-1
		if f.prev.Update(in) {
			f.page--
			turned = true
		}
		if f.nxt.Update(in) {
			f.page++
			turned = true
		}
	}
	return f.close.Update(in), turned
}

// drawBack draws the sheet's card; drawButtons its frame's buttons.
func (f *frame) drawBack(dst *ebiten.Image) {
	table.DrawCard(dst, f.rect, 14, 2, ui.ColPanel, ui.ColPanelEdge)
}

func (f *frame) drawButtons(dst *ebiten.Image) {
	f.close.Draw(dst)
	if f.paged() {
		f.prev.Draw(dst)
		f.nxt.Draw(dst)
	}
}
