# murk — build, test, benchmark and install.
#   make              build ./murk (and nothing else: it never installs a package)
#   make run          install what playing needs (make deps), build, start a game
#   make check        install what the tests need (make deps-test), build and run
#                     every test (unit + end to end)
#   make check SANITIZE=1   the same tests under ASan and UBSan
#   make bench        speed figures (make deps-bench: libtcod, linked into the bench alone,
#                     and tmux, valgrind and NetHack, measured beside)
#   make install PREFIX=/usr/local DESTDIR=
#   make install BINDIR=/usr/games DATADIR=/usr/share/games/murk   (Debian's games paths)
#   make install GAMES_GROUP=games   murk setgid games, sharing STATEDIR
#                     (/var/games/murk, root:games 2775) between players
#   make uninstall    removes the files install put there, with the same variables
#   make deps | deps-test | deps-bench   the Debian packages to play, test, benchmark
# CPPFLAGS, CFLAGS and LDFLAGS are honoured (dpkg-buildflags); WERROR=1 makes
# warnings errors (CI sets it).
#   make lint         clang-format check and cppcheck
#   make fuzz         libFuzzer on the data-file parsers, the save loader and
#                     the recording reader
#                     (FUZZ_SECONDS=60 each)

# `env -i make check` (cron, a clean chroot) leaves no PATH: the recipes
# still find sh, cc and the tools.
ifeq ($(origin PATH),undefined)
export PATH := /usr/local/bin:/usr/bin:/bin
endif

PREFIX  ?= /usr/local
BINDIR  ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share/murk
MANDIR  ?= $(PREFIX)/share/man/man6
# The folder every player shares when murk is installed setgid GAMES_GROUP.
STATEDIR ?= /var/games/murk
GAMES_GROUP ?=
VERSION := 0.2.0

CC      ?= cc
PKG_CONFIG ?= pkg-config
WARN    := -std=c11 -Wall -Wextra -Wpedantic
ifeq ($(WERROR),1)
WARN    += -Werror
endif
CFLAGS  ?= -O2 -g
ALL_CFLAGS = $(WARN) -Iinclude $(CPPFLAGS) $(CFLAGS) $(NO_LTO) -MMD -MP

# The programs players run and the bench that measures them are optimised
# whole (link-time optimisation): a turn's small calls across files (a
# status asked, a monster's kind, a message) are inlined where they are
# made. The objects carry their plain code too (fat), so every test
# program links as before, without a whole-program pass each. LTO=0 for
# none; never with the sanitizers.
LTO ?= 1
ifeq ($(SANITIZE),1)
LTO := 0
endif
# Every other link says -fno-lto, or the linker would optimise it whole
# too (objects left from a build with LTO included); the two optimised
# whole, and the compiling, leave it out, as the driver takes -fno-lto
# anywhere on a link as the last word.
NO_LTO := -fno-lto
ifeq ($(LTO),1)
LTO_CFLAGS  := -flto=auto -ffat-lto-objects
LTO_LDFLAGS := -flto=auto
WHOLE_CFLAGS = $(filter-out $(NO_LTO),$(ALL_CFLAGS))
else
WHOLE_CFLAGS = $(ALL_CFLAGS)
endif

ifeq ($(SANITIZE),1)
BUILD   := build/san
ALL_CFLAGS += -O1 -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
SAN_LDFLAGS := -fsanitize=address,undefined
else
BUILD   := build/plain
endif

# The narrow ncurses: murk draws ASCII alone (its data files are ASCII), and
# the wide library's cells (a cchar_t of 28 bytes, not a chtype of 4) cost
# a fifth more instructions a key to compare and send.
CURSES_CFLAGS := $(shell $(PKG_CONFIG) --cflags ncurses 2>/dev/null)
CURSES_LIBS   := $(shell $(PKG_CONFIG) --libs ncurses 2>/dev/null || echo -lncurses)
CMOCKA_LIBS   := $(shell $(PKG_CONFIG) --libs cmocka 2>/dev/null || echo -lcmocka)
TCOD_CFLAGS   := $(shell $(PKG_CONFIG) --cflags libtcod 2>/dev/null)
TCOD_LIBS     := $(shell $(PKG_CONFIG) --libs libtcod 2>/dev/null || echo -ltcod)
SQLITE_CFLAGS := $(shell $(PKG_CONFIG) --cflags sqlite3 2>/dev/null)
SQLITE_LIBS   := $(shell $(PKG_CONFIG) --libs sqlite3 2>/dev/null || echo -lsqlite3)

CORE_SRC := $(wildcard src/core/*/*.c)
TERM_SRC := $(wildcard src/term/*.c)
APP_SRC  := src/main.c src/args.c src/data_files.c src/shown.c src/run_end.c src/session.c
# The file layer: saves (src/store) and a finished run's record (src/record),
# both on the file helpers (src/files).
STORE_SRC := $(wildcard src/store/*.c) $(wildcard src/record/*.c) $(wildcard src/files/*.c)
BOT_SRC  := $(wildcard src/bot/*.c) $(wildcard src/replay/*.c)
TEST_SRC := $(wildcard tests/test_*.c)
SUPPORT_SRC := $(wildcard tests/support/*.c)

CORE_OBJ := $(CORE_SRC:%.c=$(BUILD)/%.o)
TERM_OBJ := $(TERM_SRC:%.c=$(BUILD)/%.o)
APP_OBJ  := $(APP_SRC:%.c=$(BUILD)/%.o)
STORE_OBJ := $(STORE_SRC:%.c=$(BUILD)/%.o)
BOT_OBJ  := $(BOT_SRC:%.c=$(BUILD)/%.o)
# The bot's mind alone (every src/bot file but --bot's runs): what its
# tests and the bench link.
BOT_MIND_OBJ := $(patsubst %.c,$(BUILD)/%.o,$(filter-out src/bot/run.c,$(wildcard src/bot/*.c)))
SUPPORT_OBJ := $(SUPPORT_SRC:%.c=$(BUILD)/%.o)
TEST_BIN := $(TEST_SRC:tests/%.c=$(BUILD)/tests/%)
LIBCORE  := $(BUILD)/libmurkcore.a

# The binary the player runs is always ./murk; a sanitized build sits in its build dir.
ifeq ($(SANITIZE),1)
MURK_BIN := $(BUILD)/murk
else
MURK_BIN := murk
endif

# Quiet by default; `make V=1` shows the commands.
ifeq ($(V),1)
Q :=
else
Q := @
endif

.PHONY: all run check unit e2e bench bench-host fuzz install uninstall clean lint deps deps-test deps-bench golden-saves
all: $(MURK_BIN)

$(MURK_BIN): $(APP_OBJ) $(STORE_OBJ) $(BOT_OBJ) $(TERM_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(WHOLE_CFLAGS) $(LTO_LDFLAGS) $(LDFLAGS) -o $@ $^ $(CURSES_LIBS) $(SAN_LDFLAGS)
ifeq ($(SANITIZE),1)
	@# data/ beside the binary, as the game looks for it
	@ln -sfn ../../data $(BUILD)/data
endif

# Run by `make install GAMES_GROUP=...` (never installed): the shared score
# files made before anyone plays (src/install_shared.c).
INSTALL_SHARED := $(BUILD)/murk-install-shared
$(INSTALL_SHARED): $(BUILD)/src/install_shared.o $(STORE_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(SQLITE_LIBS) $(SAN_LDFLAGS)
$(BUILD)/src/install_shared.o: ALL_CFLAGS += -Isrc

$(LIBCORE): $(CORE_OBJ)
	@rm -f $@
	$(Q)$(AR) rcs $@ $^

$(BUILD)/src/main.o $(BUILD)/src/record/record.o $(BUILD)/src/store/envelope.o: ALL_CFLAGS += -DMURK_VERSION='"$(VERSION)"'
$(BUILD)/src/record/%.o: ALL_CFLAGS += $(SQLITE_CFLAGS)
$(BUILD)/src/data_files.o: ALL_CFLAGS += -DMURK_DATADIR='"$(DATADIR)"'
$(BUILD)/src/files/group.o: ALL_CFLAGS += -DMURK_STATEDIR='"$(STATEDIR)"'
# The data directory is baked in: rebuild when PREFIX or DATADIR changes, so
# `make install PREFIX=...` never installs a binary looking in the wrong place.
DATADIR_STAMP := $(BUILD)/datadir.txt
$(DATADIR_STAMP): FORCE
	@mkdir -p $(dir $@)
	@echo '$(DATADIR) $(STATEDIR)' | cmp -s - $@ || echo '$(DATADIR) $(STATEDIR)' > $@
$(BUILD)/src/data_files.o $(BUILD)/src/files/group.o: $(DATADIR_STAMP)
.PHONY: FORCE
FORCE:
$(BUILD)/src/term/%.o: ALL_CFLAGS += $(CURSES_CFLAGS)
$(BUILD)/src/bot/%.o: ALL_CFLAGS += -Isrc
$(BUILD)/src/replay/%.o: ALL_CFLAGS += -Isrc
$(BUILD)/tests/test_keymap.o: ALL_CFLAGS += $(CURSES_CFLAGS)

$(BUILD)/%.o: %.c
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC      $<")
	$(Q)$(CC) $(WHOLE_CFLAGS) $(LTO_CFLAGS) -c -o $@ $<

# Each test program links the core library and the shared test support.
# The keymap's test links the options file's reader too (and the file
# layer, for its name rule): both are expanded from command.def.
$(BUILD)/tests/test_keymap: $(BUILD)/tests/test_keymap.o $(BUILD)/src/term/keymap.o $(BUILD)/src/term/options.o $(STORE_OBJ) $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(CURSES_LIBS) $(SQLITE_LIBS) $(SAN_LDFLAGS)
# The camera test drives the front end's camera, which has no curses in it.
$(BUILD)/tests/test_camera: $(BUILD)/tests/test_camera.o $(BUILD)/src/term/camera.o $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SAN_LDFLAGS)
$(BUILD)/tests/test_camera.o: ALL_CFLAGS += -Isrc
# The minds pane's list test drives src/term/mind_list.c, which has no curses in it.
$(BUILD)/tests/test_mind_list: $(BUILD)/tests/test_mind_list.o $(BUILD)/src/term/mind_list.o $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SAN_LDFLAGS)
$(BUILD)/tests/test_mind_list.o: ALL_CFLAGS += -Isrc
# The screen-reader mode's words: src/term/speech.c and what it reads, no curses.
$(BUILD)/tests/test_speech: $(BUILD)/tests/test_speech.o $(BUILD)/src/term/speech.o $(BUILD)/src/term/in_use.o $(BUILD)/src/term/mind_list.o $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SAN_LDFLAGS)
$(BUILD)/tests/test_speech.o: ALL_CFLAGS += -Isrc
# The save and record tests link the file layer too, and the end of a run above it.
$(BUILD)/tests/test_store $(BUILD)/tests/test_record $(BUILD)/tests/test_save $(BUILD)/tests/test_xlog: $(BUILD)/tests/%: $(BUILD)/tests/%.o $(STORE_OBJ) $(BUILD)/src/run_end.o $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SQLITE_LIBS) $(SAN_LDFLAGS)
# A full disk for tests alone (tests/tools/disk_budget.c): murk's own
# writes, renames and removals are wrapped at link time, SQLite's through
# its VFS; the murk that players build has none of it. The test of a run's
# end, and a murk for the end-to-end test of a disk that fills in play.
DISK_WRAP := -Wl,--wrap=write,--wrap=pwrite,--wrap=ftruncate,--wrap=posix_fallocate,--wrap=renameat,--wrap=unlinkat
DISK_OBJ := $(BUILD)/tests/tools/disk_budget.o
$(BUILD)/tests/tools/disk_budget.o: ALL_CFLAGS += $(SQLITE_CFLAGS)
$(BUILD)/tests/test_run_end: $(BUILD)/tests/test_run_end.o $(STORE_OBJ) $(BUILD)/src/run_end.o $(DISK_OBJ) $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) $(DISK_WRAP) -o $@ $^ $(CMOCKA_LIBS) $(SQLITE_LIBS) $(SAN_LDFLAGS)
DISK_MURK_BIN := $(BUILD)/tests/tools/murk_disk
$(DISK_MURK_BIN): $(APP_OBJ) $(STORE_OBJ) $(BOT_OBJ) $(TERM_OBJ) $(DISK_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) $(DISK_WRAP) -o $@ $^ $(CURSES_LIBS) $(SQLITE_LIBS) $(SAN_LDFLAGS)
# The frozen readers' proof: the core, the file layer and test_save built
# again with one status, one monster state and one trait more than the live
# lists, each before the first row (tests/tools/grow_list.sh), so every live
# number moves by one. Every golden save of every format must still load to
# its pinned digest: an old format read by the live lists would not.
GROWN := $(BUILD)/grown
GROWN_DEFS := $(addprefix $(GROWN)/include/murk/base/,status.def state.def trait.def)
GROWN_CFLAGS = $(patsubst -Iinclude,-I$(GROWN)/include -Iinclude,$(ALL_CFLAGS)) -Wno-switch \
    -DMURK_VERSION='"$(VERSION)"' -DMURK_STATEDIR='"$(STATEDIR)"' $(SQLITE_CFLAGS)
GROWN_SAVE_TEST := $(GROWN)/tests/test_save
$(GROWN)/include/murk/%.def: include/murk/%.def tests/tools/grow_list.sh
	@mkdir -p $(dir $@)
	$(Q)sh tests/tools/grow_list.sh $< > $@.new && mv $@.new $@
$(GROWN)/%.o: %.c $(GROWN_DEFS)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC      $< (grown lists)")
	$(Q)$(CC) $(GROWN_CFLAGS) -c -o $@ $<
$(GROWN_SAVE_TEST): $(GROWN)/tests/test_save.o $(STORE_SRC:%.c=$(GROWN)/%.o) $(GROWN)/src/run_end.o \
        $(SUPPORT_SRC:%.c=$(GROWN)/%.o) $(CORE_SRC:%.c=$(GROWN)/%.o)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SQLITE_LIBS) $(SAN_LDFLAGS)
# The options file's test links its reader (src/term/options.c, no curses
# in it), the background's, and the file layer for the name rule.
$(BUILD)/tests/test_options: $(BUILD)/tests/test_options.o $(BUILD)/src/term/options.o $(BUILD)/src/term/background.o $(STORE_OBJ) $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SQLITE_LIBS) $(SAN_LDFLAGS)
$(BUILD)/tests/test_options.o: ALL_CFLAGS += -Isrc
# The command-line test links the reader, the escaping it echoes arguments
# with, and the file layer for the name rule.
$(BUILD)/tests/test_args: $(BUILD)/tests/test_args.o $(BUILD)/src/args.o $(BUILD)/src/shown.o $(STORE_OBJ) $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SQLITE_LIBS) $(SAN_LDFLAGS)
# The recording tests link the recorder (src/replay) and its headers' -Isrc.
REPLAY_OBJ := $(BUILD)/src/replay/recording.o $(BUILD)/src/replay/appender.o $(BUILD)/src/replay/keep.o
# The recordings checked in are verified as `murk --replay FILE --verify`
# does it: the data loaded and hashed by the app's own code.
$(BUILD)/tests/test_recording: $(BUILD)/tests/test_recording.o $(REPLAY_OBJ) $(STORE_OBJ) \
        $(BUILD)/src/data_files.o $(BUILD)/src/shown.o $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SQLITE_LIBS) $(SAN_LDFLAGS)
$(BUILD)/tests/test_recording.o: ALL_CFLAGS += -Isrc
# The journal's appender, on the tests' disk (its reserve and cuts wrapped).
$(BUILD)/tests/test_appender: $(BUILD)/tests/test_appender.o $(BUILD)/src/replay/appender.o $(DISK_OBJ) $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) $(DISK_WRAP) -o $@ $^ $(CMOCKA_LIBS) $(SQLITE_LIBS) $(SAN_LDFLAGS)
$(BUILD)/tests/test_appender.o: ALL_CFLAGS += -Isrc
# The session test plays through the saver, the journal and the save.
$(BUILD)/tests/test_session: $(BUILD)/tests/test_session.o $(BUILD)/src/session.o $(BUILD)/src/run_end.o \
        $(REPLAY_OBJ) $(STORE_OBJ) $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SQLITE_LIBS) $(SAN_LDFLAGS)
$(BUILD)/tests/test_session.o: ALL_CFLAGS += -Isrc
# Watching a game in progress: the recorder and the live reader.
$(BUILD)/tests/test_live: $(BUILD)/tests/test_live.o $(REPLAY_OBJ) $(BUILD)/src/replay/live.o $(STORE_OBJ) \
        $(BUILD)/src/data_files.o $(BUILD)/src/shown.o $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SQLITE_LIBS) $(SAN_LDFLAGS)
$(BUILD)/tests/test_live.o: ALL_CFLAGS += -Isrc
# The bot's test links the bot; so does the save round trip's, over the bot's games.
$(BUILD)/tests/test_resume: $(BUILD)/tests/test_resume.o $(BOT_MIND_OBJ) $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SAN_LDFLAGS)
$(BUILD)/tests/test_resume.o: ALL_CFLAGS += -Isrc
$(BUILD)/tests/test_bot: $(BUILD)/tests/test_bot.o $(BOT_MIND_OBJ) $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SAN_LDFLAGS)
$(BUILD)/tests/test_bot.o: ALL_CFLAGS += -Isrc
# Why minds change, checked over the bot's play too.
$(BUILD)/tests/test_why: $(BUILD)/tests/test_why.o $(BOT_MIND_OBJ) $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SAN_LDFLAGS)
$(BUILD)/tests/test_why.o: ALL_CFLAGS += -Isrc
# The bot's wands and thrown potions (src/bot/zap.c).
$(BUILD)/tests/test_zap: $(BUILD)/tests/test_zap.o $(BOT_MIND_OBJ) $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SAN_LDFLAGS)
$(BUILD)/tests/test_zap.o: ALL_CFLAGS += -Isrc
# The bot's use of growth and the items that act on minds.
$(BUILD)/tests/test_bot_growth: $(BUILD)/tests/test_bot_growth.o $(BOT_MIND_OBJ) $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SAN_LDFLAGS)
$(BUILD)/tests/test_bot_growth.o: ALL_CFLAGS += -Isrc
# The places' test links the bot, for its choice at them.
$(BUILD)/tests/test_place: $(BUILD)/tests/test_place.o $(BOT_MIND_OBJ) $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SAN_LDFLAGS)
$(BUILD)/tests/test_place.o: ALL_CFLAGS += -Isrc
# The bot's kept frontier and stairs (src/bot/frontier.c).
$(BUILD)/tests/test_bot_frontier: $(BUILD)/tests/test_bot_frontier.o $(BOT_MIND_OBJ) $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SAN_LDFLAGS)
$(BUILD)/tests/test_bot_frontier.o: ALL_CFLAGS += -Isrc
$(BUILD)/tests/%: $(BUILD)/tests/%.o $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SAN_LDFLAGS)

# The driver's keys for a seed, for the end-to-end tests to type.
ROUTE_BIN := $(BUILD)/tests/tools/route
$(ROUTE_BIN): $(BUILD)/tests/tools/route.o $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SAN_LDFLAGS)
$(BUILD)/tests/tools/route.o: ALL_CFLAGS += -Itests
# The seed catalogue's writer (tests/support/catalogue.c); `make catalogue`
# writes tests/data/catalogue.txt again, which test_catalogue checks.
CATALOGUE_BIN := $(BUILD)/tests/tools/catalogue
$(CATALOGUE_BIN): $(BUILD)/tests/tools/catalogue.o $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SAN_LDFLAGS)
$(BUILD)/tests/tools/catalogue.o: ALL_CFLAGS += -Itests
.PHONY: catalogue
catalogue: $(CATALOGUE_BIN)
	MURK_SRCDIR=. $(CATALOGUE_BIN) > tests/data/catalogue.txt.new
	@mv tests/data/catalogue.txt.new tests/data/catalogue.txt
# Bot runs checked in, made with the frozen copy of the data in
# tests/data/fixed (so a change to data/ leaves them be); test_recording
# verifies each. `make recordings` plays them again: 83, 12 and 119 are
# won; 16 dies to a wraith, 194 to a giant spider.
RECORDING_DIR := tests/data/recordings
RECORDING_DATA := tests/data/fixed
RECORDING_SEEDS := 83 16 12 194 119
.PHONY: recordings
recordings: $(MURK_BIN)
	rm -f $(RECORDING_DIR)/*.murkrec
	@set -e; for seed in $(RECORDING_SEEDS); do \
	    ./$(MURK_BIN) --bot --games 1 --seed $$seed --data $(RECORDING_DATA) --record $(RECORDING_DIR) | grep "^game="; \
	done
	@chmod 644 $(RECORDING_DIR)/*.murkrec
# A saved game in the middle of a fight, for the end-to-end test of the panel.
FIGHT_SAVE_BIN := $(BUILD)/tests/tools/fight_save
$(FIGHT_SAVE_BIN): $(BUILD)/tests/tools/fight_save.o $(STORE_OBJ) $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SQLITE_LIBS) $(SAN_LDFLAGS)
$(BUILD)/tests/tools/fight_save.o: ALL_CFLAGS += -Itests -Isrc
# A saved game beside the Lamp, for the end-to-end test of the win.
LAMP_SAVE_BIN := $(BUILD)/tests/tools/lamp_save
$(LAMP_SAVE_BIN): $(BUILD)/tests/tools/lamp_save.o $(STORE_OBJ) $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SQLITE_LIBS) $(SAN_LDFLAGS)
$(BUILD)/tests/tools/lamp_save.o: ALL_CFLAGS += -Itests -Isrc
# A saved game on a lake's shore, for the end-to-end test of the floors.
LAKE_SAVE_BIN := $(BUILD)/tests/tools/lake_save
$(LAKE_SAVE_BIN): $(BUILD)/tests/tools/lake_save.o $(STORE_OBJ) $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SQLITE_LIBS) $(SAN_LDFLAGS)
$(BUILD)/tests/tools/lake_save.o: ALL_CFLAGS += -Itests -Isrc
# A saved game whose player is telepathic, for the end-to-end test of perceiving.
TELEPATHIC_SAVE_BIN := $(BUILD)/tests/tools/telepathic_save
$(TELEPATHIC_SAVE_BIN): $(BUILD)/tests/tools/telepathic_save.o $(STORE_OBJ) $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SQLITE_LIBS) $(SAN_LDFLAGS)
$(BUILD)/tests/tools/telepathic_save.o: ALL_CFLAGS += -Itests -Isrc
# A saved game with a hunter next to the player on the stairs, for followers.sh.
FOLLOWER_SAVE_BIN := $(BUILD)/tests/tools/follower_save
$(FOLLOWER_SAVE_BIN): $(BUILD)/tests/tools/follower_save.o $(STORE_OBJ) $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SQLITE_LIBS) $(SAN_LDFLAGS)
$(BUILD)/tests/tools/follower_save.o: ALL_CFLAGS += -Itests -Isrc
# A saved game with a scroll of enchanting to read, for growth.sh.
GROWTH_SAVE_BIN := $(BUILD)/tests/tools/growth_save
$(GROWTH_SAVE_BIN): $(BUILD)/tests/tools/growth_save.o $(STORE_OBJ) $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SQLITE_LIBS) $(SAN_LDFLAGS)
$(BUILD)/tests/tools/growth_save.o: ALL_CFLAGS += -Itests -Isrc
# A saved game next to floor 2's place, for the end-to-end test of places.
PLACE_SAVE_BIN := $(BUILD)/tests/tools/place_save
$(PLACE_SAVE_BIN): $(BUILD)/tests/tools/place_save.o $(STORE_OBJ) $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SQLITE_LIBS) $(SAN_LDFLAGS)
$(BUILD)/tests/tools/place_save.o: ALL_CFLAGS += -Itests -Isrc

# The golden saves of tests/data/saves/ (make golden-saves, once per
# format version: tests/test_save.c pins the digests it prints).
GOLDEN_SAVES_BIN := $(BUILD)/tests/tools/golden_saves
$(GOLDEN_SAVES_BIN): $(BUILD)/tests/tools/golden_saves.o $(STORE_OBJ) $(SUPPORT_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SQLITE_LIBS) $(SAN_LDFLAGS)
$(BUILD)/tests/tools/golden_saves.o: ALL_CFLAGS += -Itests -Isrc
SAVE_FORMAT := $(shell sed -n 's/.*SAVE_FORMAT_VERSION = \([0-9]*\).*/\1/p' include/murk/world/save.h)
golden-saves: $(GOLDEN_SAVES_BIN)
	rm -rf $(BUILD)/golden
	./$(GOLDEN_SAVES_BIN) $(BUILD)/golden > tests/data/saves/digests.txt
	mkdir -p tests/data/saves/v$(SAVE_FORMAT)
	cp $(BUILD)/golden/save/*.sav tests/data/saves/v$(SAVE_FORMAT)/
	chmod 644 tests/data/saves/v$(SAVE_FORMAT)/*.sav

# run, check and bench first install what they need (as root, or through a
# sudo that asks no password; otherwise they name the packages and stop),
# then build in a second make, so nothing is compiled before the headers are
# there. Plain `make` installs nothing.
run:
	@sh tools/deps.sh --quiet play
	@$(MAKE) --no-print-directory all
	./$(MURK_BIN)

# The programs the checks run are built first, as many at once as the
# machine has cores (CHECK_JOBS), then the checks run one after another:
# a serial build was a third of make check's time.
CHECK_JOBS ?= $(shell nproc 2>/dev/null || echo 1)
check:
	@sh tools/deps.sh --quiet test
	@$(MAKE) --no-print-directory -j$(CHECK_JOBS) check-build
	@$(MAKE) --no-print-directory unit e2e

# Every check runs, then the ones that failed are listed: one round shows
# all that a change broke, not only the first. The layering check first.
# They run CHECK_JOBS at a time (tests/run_unit.sh), each program busy on
# one core; UNIT_JOBS=1 runs them one after another.
UNIT_SCRIPTS := tests/layers.sh tests/modules.sh tests/frozen.sh tests/docs.sh
UNIT_JOBS ?= $(CHECK_JOBS)
unit: $(TEST_BIN) $(GROWN_SAVE_TEST)
	@sh tests/run_unit.sh $(UNIT_JOBS) $(UNIT_SCRIPTS) $(TEST_BIN) $(GROWN_SAVE_TEST)

# Each script gets a save directory of its own (MURK_HOME), never the
# player's: a game it leaves saved must not be found by another script.
# They run E2E_JOBS at a time (tests/run_e2e.sh), as they mostly wait on a
# screen; E2E_JOBS=1 runs them one after another.
# The checkout's path may hold spaces: it is quoted for the shell, and in
# LSAN_OPTIONS, whose values are split at spaces unless quoted.
E2E_JOBS ?= 4
E2E_SCRIPTS := $(filter-out tests/e2e/lib.sh tests/e2e/lib_setgid.sh,$(wildcard tests/e2e/*.sh))
E2E_BINS = $(MURK_BIN) $(ROUTE_BIN) $(LAMP_SAVE_BIN) $(LAKE_SAVE_BIN) $(TELEPATHIC_SAVE_BIN) $(FIGHT_SAVE_BIN) \
    $(DISK_MURK_BIN) $(FOLLOWER_SAVE_BIN) $(GROWTH_SAVE_BIN) $(PLACE_SAVE_BIN)
.PHONY: check-build
check-build: $(TEST_BIN) $(GROWN_SAVE_TEST) $(E2E_BINS)
e2e: $(E2E_BINS)
	@LSAN_OPTIONS="suppressions='$(CURDIR)/tests/lsan.supp'" MURK_BIN=./$(MURK_BIN) ROUTE_BIN=./$(ROUTE_BIN) \
	    LAMP_SAVE_BIN=./$(LAMP_SAVE_BIN) LAKE_SAVE_BIN=./$(LAKE_SAVE_BIN) TELEPATHIC_SAVE_BIN=./$(TELEPATHIC_SAVE_BIN) FIGHT_SAVE_BIN=./$(FIGHT_SAVE_BIN) \
	    DISK_MURK_BIN=./$(DISK_MURK_BIN) FOLLOWER_SAVE_BIN=./$(FOLLOWER_SAVE_BIN) GROWTH_SAVE_BIN=./$(GROWTH_SAVE_BIN) PLACE_SAVE_BIN=./$(PLACE_SAVE_BIN) \
	    sh tests/run_e2e.sh $(E2E_JOBS) $(E2E_SCRIPTS)

# The bench is the only program that links libtcod, to compare against it.
BENCH_OBJ := $(patsubst %.c,$(BUILD)/%.o,$(wildcard src/bench/*.c))
$(BUILD)/bench: $(BENCH_OBJ) $(STORE_OBJ) $(BUILD)/src/run_end.o $(BOT_MIND_OBJ) $(BUILD)/src/replay/recording.o $(BUILD)/src/replay/appender.o $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(WHOLE_CFLAGS) $(LTO_LDFLAGS) $(LDFLAGS) -o $@ $^ $(TCOD_LIBS) $(SQLITE_LIBS) -lm $(SAN_LDFLAGS)
$(BUILD)/src/bench/%.o: ALL_CFLAGS += $(TCOD_CFLAGS) -Isrc

# What the terminal costs: a scripted game on a pseudo-terminal for
# callgrind (drawing instructions per key), and the real binary in tmux
# (bytes per move, per redraw).
DRAW_BENCH := $(BUILD)/draw_keys
# The options file's reader (in TERM_OBJ) asks the file layer whether a
# name is one (store_name_valid).
$(DRAW_BENCH): $(BUILD)/src/bench/draw/draw_keys.o $(TERM_OBJ) $(STORE_OBJ) $(LIBCORE)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(CURSES_LIBS) $(SQLITE_LIBS) -lpthread $(SAN_LDFLAGS)
$(BUILD)/src/bench/draw/%.o: ALL_CFLAGS += $(CURSES_CFLAGS) -Isrc

# Many players on one machine (`make bench-host`, not part of `make bench`:
# it plays 160 murks for about two minutes): src/bench/host/.
HOST_BENCH := $(BUILD)/bench_host
HOST_BENCH_OBJ := $(patsubst %.c,$(BUILD)/%.o,$(wildcard src/bench/host/*.c))
$(HOST_BENCH): $(HOST_BENCH_OBJ)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ -lutil $(SAN_LDFLAGS)
HOST_PLAYERS ?= 10 50 100
.PHONY: bench-host
bench-host: $(HOST_BENCH) $(MURK_BIN)
	$(HOST_BENCH) ./$(MURK_BIN) $(HOST_PLAYERS)

# The build measured beside this one: a git revision, by default where
# this branch left main (on main after a merge, BENCH_BEFORE=HEAD^1;
# BENCH_BEFORE= for none). Its tree is taken whole (git archive) and built by its own
# Makefile, and the bench's monster cases (src/bench/bench_monsters.c,
# src/bench/before/monsters_only.c) are linked against its core, so both
# builds play the same cases in one run; its murk plays the terminal
# bench's games (term_bytes.sh, MURK_BEFORE) between this one's. Made again
# when the revision does.
BENCH_BEFORE ?= $(shell git merge-base HEAD main 2>/dev/null)
BEFORE_DIR := $(BUILD)/before
BEFORE_TREE := $(BEFORE_DIR)/tree
BEFORE_MONSTERS := $(BEFORE_DIR)/monsters_only
BEFORE_REV := $(if $(BENCH_BEFORE),$(shell git rev-parse --verify -q '$(BENCH_BEFORE)^{commit}' 2>/dev/null))
BEFORE_STAMP := $(BEFORE_DIR)/rev.txt
$(BEFORE_STAMP): FORCE
	@mkdir -p $(dir $@)
	@echo '$(BEFORE_REV)' | cmp -s - $@ || echo '$(BEFORE_REV)' > $@
$(BEFORE_MONSTERS): $(BEFORE_STAMP) src/bench/bench_monsters.c src/bench/bench_monsters.h \
        src/bench/before/monsters_only.c src/bench/bench_util.c src/bench/bench_util.h
	@$(if $(Q),echo "  BEFORE  $(BENCH_BEFORE) ($(BEFORE_REV))")
	$(Q)rm -rf $(BEFORE_TREE) && mkdir -p $(BEFORE_TREE)
	$(Q)git archive $(BEFORE_REV) | tar -x -C $(BEFORE_TREE)
	$(Q)$(MAKE) --no-print-directory -C $(BEFORE_TREE) build/plain/libmurkcore.a build/plain/bench murk >/dev/null
	@# A revision from before the layers' folders (include/murk/base, ...)
	@# has its headers in one folder: each is found under every layer's
	@# name too, so today's bench cases include them as they are now.
	$(Q)if [ ! -d $(BEFORE_TREE)/include/murk/base ]; then for layer in base world rules turn; do \
	    mkdir -p $(BEFORE_TREE)/include/murk/$$layer; \
	    for header in $(BEFORE_TREE)/include/murk/*.h $(BEFORE_TREE)/include/murk/*.def; do \
	        ln -s ../$$(basename $$header) $(BEFORE_TREE)/include/murk/$$layer/; done; done; fi
	$(Q)$(CC) $(WARN) -I$(BEFORE_TREE)/include -Isrc/bench $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ \
	    src/bench/before/monsters_only.c src/bench/bench_monsters.c src/bench/bench_util.c \
	    $(BEFORE_TREE)/build/plain/libmurkcore.a -lm
# Its murk, for a tree made before the terminal bench played it too.
$(BEFORE_TREE)/murk: $(BEFORE_MONSTERS)
	$(Q)$(MAKE) --no-print-directory -C $(BEFORE_TREE) murk >/dev/null
BEFORE_BENCH_DEPS := $(if $(BEFORE_REV),$(BEFORE_MONSTERS) $(BEFORE_TREE)/murk)

bench:
	@sh tools/deps.sh --quiet bench
	@$(MAKE) --no-print-directory bench-run
.PHONY: bench-run
bench-run: $(BUILD)/bench $(DRAW_BENCH) $(MURK_BIN) $(BEFORE_BENCH_DEPS)
	MURK_BENCH_BEFORE=$(if $(BEFORE_REV),$(BEFORE_MONSTERS)) $(BUILD)/bench
	@sh src/bench/draw_instructions.sh $(DRAW_BENCH) data
	@MURK_BEFORE=$(if $(BEFORE_REV),$(BEFORE_TREE)/murk) sh src/bench/term_bytes.sh ./$(MURK_BIN)
	@MURK_BEFORE=$(if $(BEFORE_REV),$(BEFORE_TREE)/murk) sh src/bench/key_instructions.sh ./$(MURK_BIN)
	@sh src/bench/game_instructions.sh $(BUILD)/bench $(if $(BEFORE_REV),$(BEFORE_TREE)/build/plain/bench)
	@sh src/bench/monster_instructions.sh $(BUILD)/bench $(if $(BEFORE_REV),$(BEFORE_MONSTERS))

# The bot, at length (neither is part of `make check`):
#   make balance   2,000 runs: the win rate, how far runs get, deaths by kind
#                  on each floor, turns on each floor (tools/balance.awk)
#   make soak      2,000 runs under AddressSanitizer and UBSan, recorded, and
#                  every recording verified
BOT_RUNS ?= 2000
.PHONY: balance soak
balance: $(MURK_BIN)
	./$(MURK_BIN) --bot --games $(BOT_RUNS) --seed 1 --jobs 2 | awk -f tools/balance.awk
soak:
	@$(MAKE) --no-print-directory SANITIZE=1 build/san/murk
	@rm -rf build/soak && mkdir -p build/soak
	build/san/murk --bot --games $(BOT_RUNS) --seed 1 --jobs 2 --record build/soak | tail -1
	@bad=0; for f in build/soak/*.murkrec; do build/san/murk --replay $$f --verify || bad=$$((bad + 1)); done; \
	    echo "soak: $$(ls build/soak | wc -l) recordings, $$bad failed to verify"; [ $$bad = 0 ]

# Fuzzing with libFuzzer (clang), FUZZ_SECONDS for each target: the
# data-file parsers, seeded with the real data files, the save loader,
# seeded with real saves that save_seeds writes, and the recording reader,
# seeded with the checked-in recordings. Not part of `make check`:
# it has no end.
FUZZ_SECONDS ?= 60
FUZZ_CFLAGS := -std=c11 -g -O1 -Iinclude -Isrc -fsanitize=fuzzer,address,undefined
.PHONY: fuzz-data fuzz-save fuzz-recording
fuzz: fuzz-data fuzz-save fuzz-recording
fuzz-data:
	@mkdir -p build/fuzz/corpus
	@cp data/*.txt build/fuzz/corpus/
	clang $(FUZZ_CFLAGS) -o build/fuzz/fuzz_data src/fuzz/fuzz_data.c $(CORE_SRC)
	build/fuzz/fuzz_data -max_total_time=$(FUZZ_SECONDS) -max_len=4096 build/fuzz/corpus
fuzz-save:
	@mkdir -p build/fuzz/save_corpus
	clang -std=c11 -g -O1 -Iinclude -Isrc -o build/fuzz/save_seeds src/fuzz/save_seeds.c $(STORE_SRC) $(CORE_SRC) $(SQLITE_LIBS)
	build/fuzz/save_seeds tests/data/fixed build/fuzz/save_corpus
	@for v in tests/data/saves/v*; do for f in $$v/*.sav; do cp "$$f" "build/fuzz/save_corpus/golden-$$(basename $$v)-$$(basename $$f)"; done; done
	clang $(FUZZ_CFLAGS) -o build/fuzz/fuzz_save src/fuzz/fuzz_save.c $(STORE_SRC) $(CORE_SRC) $(SQLITE_LIBS)
	MURK_DATA=tests/data/fixed build/fuzz/fuzz_save -max_total_time=$(FUZZ_SECONDS) -max_len=65536 build/fuzz/save_corpus
fuzz-recording:
	@mkdir -p build/fuzz/recording_corpus
	@cp $(RECORDING_DIR)/*.murkrec build/fuzz/recording_corpus/
	clang $(FUZZ_CFLAGS) -o build/fuzz/fuzz_recording src/fuzz/fuzz_recording.c src/replay/recording.c src/replay/appender.c $(STORE_SRC) $(CORE_SRC) $(SQLITE_LIBS)
	MURK_DATA=$(RECORDING_DATA) build/fuzz/fuzz_recording -max_total_time=$(FUZZ_SECONDS) -max_len=131072 build/fuzz/recording_corpus

# The Debian packages: to build and play, what `make check` adds, libtcod
# for the bench.
deps:
	@sh tools/deps.sh play
deps-test:
	@sh tools/deps.sh test
deps-bench:
	@sh tools/deps.sh bench

# The binary is built with DATADIR in it (a stamp rebuilds it when DATADIR
# changes), and the installed man page names that same directory: the
# source page says /usr/local/share/murk, the default, where it means it.
DATA_FILES := $(notdir $(wildcard data/*.txt))
SHARED_FILES := scores.sqlite scores.sqlite-wal scores.sqlite-shm xlogfile
# 0660, and no other: a file every account could read, any account could
# lock, stalling every run's end (doc/hosting.md, "A web page").
ifneq ($(SHARED_FILE_MODE),)
$(error SHARED_FILE_MODE is gone: the shared files are 0660, so that no account but the players' can lock them; give a web page a copy (doc/hosting.md, "A web page"))
endif
install: $(MURK_BIN) $(if $(GAMES_GROUP),$(INSTALL_SHARED))
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(DATADIR) $(DESTDIR)$(MANDIR)
	install -m 755 $(MURK_BIN) $(DESTDIR)$(BINDIR)/murk
	install -m 644 $(addprefix data/,$(DATA_FILES)) $(DESTDIR)$(DATADIR)/
	sed 's|/usr/local/share/murk|$(DATADIR)|g' man/murk.6 > $(BUILD)/murk.6
	install -m 644 $(BUILD)/murk.6 $(DESTDIR)$(MANDIR)/murk.6
ifneq ($(GAMES_GROUP),)
	@# Debian's games model: the binary setgid GAMES_GROUP, the shared
	@# folder root:GAMES_GROUP 2775 and its parts 2770, made here so that no
	@# player owns (and could open up) a directory the others keep files in;
	@# and the files every player's murk writes (the scores, with SQLite's
	@# WAL files, and the xlogfile) made here too, root's, for the same
	@# reason: murk only opens them, and refuses one a player owns.
	chgrp $(GAMES_GROUP) $(DESTDIR)$(BINDIR)/murk
	chmod 2755 $(DESTDIR)$(BINDIR)/murk
	install -d -m 2775 -g $(GAMES_GROUP) $(DESTDIR)$(STATEDIR)
	install -d -m 2770 -g $(GAMES_GROUP) $(addprefix $(DESTDIR)$(STATEDIR)/,save morgue recordings)
	chown root $(DESTDIR)$(STATEDIR)
	$(INSTALL_SHARED) $(DESTDIR)$(STATEDIR)
	chown root:$(GAMES_GROUP) $(addprefix $(DESTDIR)$(STATEDIR)/,$(SHARED_FILES))
	chmod 0660 $(addprefix $(DESTDIR)$(STATEDIR)/,$(SHARED_FILES))
endif

# Only what install put there: the binary, the man page, each data file by
# name, and the data directory if that leaves it empty (DATADIR may be a
# directory other games share: it is never removed with what is in it).
# STATEDIR, with every player's games in it, is never removed.
uninstall:
	rm -f $(DESTDIR)$(BINDIR)/murk $(DESTDIR)$(MANDIR)/murk.6
	rm -f $(addprefix $(DESTDIR)$(DATADIR)/,$(DATA_FILES))
	-rmdir $(DESTDIR)$(DATADIR) 2>/dev/null

lint:
	clang-format --dry-run -Werror $(CORE_SRC) $(TERM_SRC) $(APP_SRC) $(STORE_SRC) src/store/*.h src/record/*.h src/files/*.h src/*.h src/term/*.h src/bench/*.c src/fuzz/*.c $(TEST_SRC) $(SUPPORT_SRC) include/murk/*/*.h src/core/*/*.h
	cppcheck --quiet --error-exitcode=1 --enable=warning,performance,portability --std=c11 -Iinclude --suppress=missingIncludeSystem src tests

clean:
	rm -rf build murk

# Test objects are intermediate files; keep them, so a second run rebuilds nothing.
.SECONDARY:

-include $(shell find build -name '*.d' 2>/dev/null)
