// The preprocessor's conditional groups as the translator's clang and the real compiler see
// them (conditionals.cpp).
#pragma once

#include "translator.hpp"

#include <memory>
#include <string>
#include <vector>

namespace hbc {

// Records into `tool`, afresh for this parse, what clang skips, every conditional group's
// directive lines, and what each group's conditions name (for groupSameForCompiler). The
// recorder and what it records live as long as the preprocessor.
std::unique_ptr<clang::PPCallbacks> makeConditionalRecorder(clang::Preprocessor &PP, ToolState &tool);

// Whether the real compiler evaluates the conditions of group (an index into
// tool.condGroups) as clang did, so that it takes the same branch. Runs the real compiler
// once per parse, at the first question that needs its predefined macros.
bool groupSameForCompiler(ToolState &tool, size_t group);

// Of the real compiler's flags, those that change its predefined macros.
std::vector<std::string> realCompilerMacroFlags(const std::vector<std::string> &args);

}  // namespace hbc
